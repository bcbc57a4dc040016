declare module "virtual:messages/*" {
  import type { MessageFormatElement } from "react-intl";
  /** A part's messages in one locale, precompiled to ICU ASTs at build time. */
  export const messages: Record<string, MessageFormatElement[]>;
}

declare module "virtual:message-parts" {
  import type { MessageFormatElement } from "react-intl";
  type Loader = () => Promise<{ messages: Record<string, MessageFormatElement[]> }>;
  /** Every part ("shell" and the lazily loaded ones) → locale → its loader. */
  export const loaders: Readonly<Record<string, Readonly<Record<string, Loader>>>>;
  /** Parts every screen needs, except the first routes' screens. */
  export const everyScreenParts: readonly string[];
  export const firstRouteScreens: readonly string[];
}
