import { createContext, useContext } from "react";
import type { BrandGroup } from "../../schemas/brands.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { Locale } from "../../schemas/manifest-common.ts";

export interface MallContextValue {
  /** The current mall, or null on paths that belong to no mall (the entry gate). */
  mall: MallManifest | null;
  brand: BrandGroup | null;
  /** The language the page's words are shown in. */
  locale: Locale;
  /**
   * The language the visitor chose, which the words follow once its messages have loaded: data
   * calls that take a language (lan) ask in it from the first render, so a page does not ask once
   * in Korean and again when the words arrive. Absent: the same as `locale`.
   */
  contentLocale?: Locale;
  /** Locales the current mall allows; switching is possible when there are two. */
  locales: readonly Locale[];
  setLocale: (locale: Locale) => void;
}

export const MallContext = createContext<MallContextValue>({
  mall: null,
  brand: null,
  locale: "ko",
  locales: ["ko"],
  setLocale: () => {},
});

/** The current mall, brand and locale. */
export function useMall(): MallContextValue {
  return useContext(MallContext);
}

/** The language data calls ask in (an API's lan): the visitor's choice, even before its words have loaded. */
export function useContentLocale(): Locale {
  const { locale, contentLocale } = useContext(MallContext);
  return contentLocale ?? locale;
}
