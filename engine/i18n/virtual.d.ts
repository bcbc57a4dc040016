declare module "virtual:messages/*" {
  import type { MessageFormatElement } from "react-intl";
  /** The locale's messages, precompiled to ICU ASTs at build time. */
  export const messages: Record<string, MessageFormatElement[]>;
}
