import { useIntl } from "react-intl";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { ToTop } from "../../engine/ui/to-top.tsx";
import { ComponentSections } from "./layouts-components.tsx";
import { OverlaySection } from "./layouts-overlays.tsx";
import { TokenSections } from "./layouts-tokens.tsx";
import styles from "./layouts.module.css";

/** /layouts: the developer-only living style guide of the shared tokens and components. */
export default function LayoutsScreen(_: ScreenProps) {
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
}
