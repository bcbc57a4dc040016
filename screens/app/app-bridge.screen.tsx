import { useEffect, useId, useRef } from "react";
import { appBridgeQuery } from "../../schemas/screens/query-app-bridge.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useScreenHref } from "../../engine/routing/screen-href.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { useServices } from "../../engine/services/services.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./app-bridge.module.css";
import { appBridgeMessages } from "./app-bridge.messages.ts";

export const query = appBridgeQuery;

/**
 * The app bridge page (m/bridge, decision 11): a partner's app sends the user back here after a
 * connection step. `result=success` opens the 'Notification' dialog of part-2 §4 (the connection is
 * complete; re-run the app and log in); a failure, or no or an unknown result, is an error with the
 * way to the mall's home. The partner's name is shown as text, never as markup. No call
 * (docs/decisions/0028).
 */
export default function AppBridgeScreen() {
  const [q] = useScreenQuery(appBridgeQuery);
  const t = useMessages(appBridgeMessages);
  const { dialogs } = useServices();
  const { mall, locale } = useMall();
  const home = useScreenHref("mallHome");
  const failedId = useId();
  const success = q.result === "success";
  const done = q.partner === undefined ? t("appBridge.done") : t("appBridge.donePartner", { partner: q.partner });

  // Once per visit: a re-render (the language switched) must not queue the dialog again.
  const shown = useRef(false);
  useEffect(() => {
    if (!success || shown.current) return;
    shown.current = true;
    void dialogs.alert({ title: t("appBridge.dialogTitle"), text: done });
  }, [success, dialogs, t, done]);

  const toHome =
    home !== null && mall ? (
      <Button to={home} variant={success ? "primary" : "secondary"}>
        {t("appBridge.toHome", { mall: mall.name[locale] })}
      </Button>
    ) : null;

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("appBridge.heading")}</h1>
      {success ? (
        <p className={styles.done} role="status">
          {done}
        </p>
      ) : (
        // The page opens on this outcome: a heading and its text, not an alert announced over it.
        <section className={styles.failed} aria-labelledby={failedId}>
          <span className={styles.failedIcon} aria-hidden="true">
            !
          </span>
          <h2 id={failedId} className={styles.failedTitle}>
            {t("appBridge.failed")}
          </h2>
          <p className={styles.failedBody}>{q.partner === undefined ? t("appBridge.failedBody") : t("appBridge.failedPartner", { partner: q.partner })}</p>
        </section>
      )}
      {toHome && <div className={styles.actions}>{toHome}</div>}
    </div>
  );
}
