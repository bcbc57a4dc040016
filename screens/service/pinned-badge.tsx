import styles from "./board.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { boardMessages } from "./board.messages.ts";

/** The badge before a pinned notice's title (and the space after it, so the title reads apart). */
export function PinnedBadge() {
  const t = useMessages(boardMessages);
  return (
    <>
      <span className={styles.badge}>{t("board.pinned")}</span>{" "}
    </>
  );
}
