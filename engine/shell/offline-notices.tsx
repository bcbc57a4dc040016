import { useEffect, useSyncExternalStore } from "react";
import { useIntl } from "react-intl";
import { clearSavedCopies, offlineSnapshot, subscribeOffline } from "../offline/offline-status.ts";
import styles from "./offline-notices.module.css";

/**
 * The line over a page that shows saved copies (the service worker answered from its cache, the
 * network being gone or too slow): when the oldest of them was saved. It goes on the next
 * navigation (`page` changes) and when the network comes back.
 */
export function SavedCopyNotice({ page }: { page: string }) {
  const intl = useIntl();
  const { savedAt } = useSyncExternalStore(subscribeOffline, offlineSnapshot, offlineSnapshot);
  useEffect(() => clearSavedCopies(), [page]);
  useEffect(() => {
    window.addEventListener("online", clearSavedCopies);
    return () => window.removeEventListener("online", clearSavedCopies);
  }, []);
  if (savedAt === null) return null;
  const time = intl.formatDate(savedAt, { month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return (
    <p className={styles.saved} role="status">
      {intl.formatMessage({ id: "shell.offline.savedCopy" }, { time })}
    </p>
  );
}

/** The offer of a new release that has installed while the page ran: accepting reloads the page on it. */
export function UpdateOffer() {
  const intl = useIntl();
  const { update } = useSyncExternalStore(subscribeOffline, offlineSnapshot, offlineSnapshot);
  if (update === null) return null;
  return (
    <div className={styles.update} role="status">
      <p>{intl.formatMessage({ id: "shell.update.ready" })}</p>
      <button type="button" className={styles.reload} onClick={update}>
        {intl.formatMessage({ id: "shell.update.reload" })}
      </button>
    </div>
  );
}
