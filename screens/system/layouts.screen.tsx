import type { FC } from "react";
import { ToTop } from "../../engine/ui/to-top.tsx";
import { ComponentSections } from "./layouts-components.tsx";
import { OverlaySection } from "./layouts-overlays.tsx";
import { TokenSections } from "./layouts-tokens.tsx";
import styles from "./layouts.module.css";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { layoutsMessages } from "./layouts.messages.ts";

/** /layouts: the developer-only living style guide of the shared tokens and components. It takes ScreenProps but reads none of them. */
const LayoutsScreen: FC<ScreenProps<"layouts">> = () => {
  const t = useMessages(layoutsMessages);
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>{t("ui.layouts.title")}</h1>
        <p>{t("ui.layouts.lead")}</p>
      </header>
      <TokenSections />
      <ComponentSections />
      <OverlaySection />
      <ToTop />
    </div>
  );
};

export default LayoutsScreen;
