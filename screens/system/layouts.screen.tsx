import type { FC } from "react";
import { useIntl } from "react-intl";
import { ToTop } from "../../engine/ui/to-top.tsx";
import { ComponentSections } from "./layouts-components.tsx";
import { OverlaySection } from "./layouts-overlays.tsx";
import { TokenSections } from "./layouts-tokens.tsx";
import styles from "./layouts.module.css";
import type { ScreenProps } from "../../engine/screen-props.ts";

/** /layouts: the developer-only living style guide of the shared tokens and components. It takes ScreenProps but reads none of them. */
const LayoutsScreen: FC<ScreenProps<"layouts">> = () => {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>{intl.formatMessage({ id: "ui.layouts.title" })}</h1>
        <p>{intl.formatMessage({ id: "ui.layouts.lead" })}</p>
      </header>
      <TokenSections />
      <ComponentSections />
      <OverlaySection />
      <ToTop />
    </div>
  );
};

export default LayoutsScreen;
