import type { SaveNotice } from "../forms/use-switch-saves.ts";
import styles from "./save-notice.module.css";

/**
 * The line saying how the last save went: a status that is read out politely, or an alert when it
 * failed. It keeps its height while empty, so the page does not jump when a message appears.
 */
export function SaveNoticeLine({ notice }: { notice: SaveNotice }) {
  return (
    <p className={notice?.failed ? styles.failed : styles.notice} role={notice?.failed ? "alert" : "status"}>
      {notice?.text}
    </p>
  );
}
