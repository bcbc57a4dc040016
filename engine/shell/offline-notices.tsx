import { useIntl } from "react-intl";
import styles from "./offline-notices.module.css";

/**
 * The line over a page that shows saved copies (the service worker answered from its cache, the
 * network being gone or too slow): when the oldest of them was saved, in the phone's own time.
 * Loaded only when there is one (engine/shell/use-offline-support.ts useOfflineState).
 */
export function SavedCopyNotice({ savedAt }: { savedAt: number }) {
  const intl = useIntl();
  const time = intl.formatDate(savedAt, { month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return (
    <p className={styles.saved} role="status">
      {intl.formatMessage({ id: "shell.offline.savedCopy" }, { time })}
    </p>
  );
}

/** The offer of a new release that has installed while the page ran: accepting reloads the page on it. */
export function UpdateOffer({ accept }: { accept: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.update} role="status">
      <p>{intl.formatMessage({ id: "shell.update.ready" })}</p>
      <button type="button" className={styles.reload} onClick={accept}>
        {intl.formatMessage({ id: "shell.update.reload" })}
      </button>
    </div>
  );
}
