declare module "virtual:messages/*" {
  import type { MessageFormatElement } from "react-intl";
  /** The shell's messages in one locale, precompiled to ICU ASTs at build time. */
  export const messages: Record<string, MessageFormatElement[]>;
}

declare module "virtual:message-parts" {
  import type { MessageFormatElement } from "react-intl";
  type Loader = () => Promise<{ messages: Record<string, MessageFormatElement[]> }>;
  /** The shell's messages of each locale but Korean (the main chunk carries it) → its loader. */
  export const loaders: Readonly<Record<string, Loader>>;
}
