import { createContext, useContext } from "react";
import type { BrandGroup } from "../../schemas/brands.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import type { Locale } from "../../schemas/manifest-common.ts";

export interface MallContextValue {
  /** The current mall, or null on paths that belong to no mall (the entry gate). */
  mall: MallManifest | null;
  brand: BrandGroup | null;
  locale: Locale;
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
