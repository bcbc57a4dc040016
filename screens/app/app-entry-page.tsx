import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useServices } from "../../engine/services/services.ts";
import { markBusy } from "../../engine/shell/loading-store.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import page from "../../engine/ui/page.module.css";
import { browserDestination, decideEntry, type UpdateInfo } from "./app-entry.ts";
import { appEntryMessages } from "./app-entry.messages.ts";
import styles from "./app-page.module.css";
import { useOpenStore } from "./store-link.ts";

/** Local storage: the latest version an optional update was offered for (offered once per version). */
export const UPDATE_OFFERED_KEY = "appUpdateOffered";

/** Remembers the offer; false when this version was offered already (or storage refuses: not offered again and again). */
function firstOffer(version: string): boolean {
  try {
    if (localStorage.getItem(UPDATE_OFFERED_KEY) === version) return false;
    localStorage.setItem(UPDATE_OFFERED_KEY, version);
    return true;
  } catch {
    return false;
  }
}

/**
 * The app's entry (/app; /app/loginOK with `handOver`): decides where to go (app-entry.ts) while
 * the page counts as busy, then goes there replacing this entry; a forced update stays with its
 * dialog and the store button, an optional one is offered once on the way.
 */
export function AppEntryPage({ handOver }: { handOver: boolean }) {
  const t = useMessages(appEntryMessages);
  const services = useServices();
  const { mall } = useMall();
  const navigate = useNavigate();
  const openStore = useOpenStore();
  const [forced, setForced] = useState<UpdateInfo | null>(null);
  const release = useRef<() => void>(() => {});
  // Busy from the first commit (before the effect below starts) until the page has moved on or settled.
  useLayoutEffect(() => {
    const done = markBusy();
    release.current = done;
    return done;
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    // Read now: the detection must see the user agent the page opened with.
    const userAgent = navigator.userAgent;
    const { api, bridge, session, dialogs } = services;
    const offer = (update: UpdateInfo, forcedNow: boolean) =>
      void dialogs
        .confirm({
          title: t("appUpdate.title"),
          text: t(forcedNow ? "appUpdate.forced" : "appUpdate.optional", { version: update.latestVersion }),
          positive: t("appUpdate.update"),
          negative: t(forcedNow ? "appUpdate.close" : "appUpdate.later"),
        })
        .then((yes) => yes && openStore(update.storeUrl));
    decideEntry({ userAgent, bridge, api, session, queryMall: mall, handOver, signal: controller.signal })
      .catch(() => ({ kind: "go", to: browserDestination(mall), update: null }) as const)
      .then((decision) => {
        if (controller.signal.aborted) return;
        if (decision.kind === "forcedUpdate") {
          setForced(decision.update);
          offer(decision.update, true);
          release.current();
        } else if (decision.kind === "go") {
          if (decision.update && firstOffer(decision.update.latestVersion)) offer(decision.update, false);
          void navigate(decision.to, { replace: true });
        } else {
          // The session has moved on (to the login page): nothing left to decide here.
          release.current();
        }
      });
    return () => controller.abort();
    // One decision per visit of the page: the mall and services do not change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (forced)
    return (
      <div className={page.page}>
        <h1 className={page.title}>{t("appUpdate.forcedHeading")}</h1>
        <p className={styles.intro}>{t("appUpdate.forced", { version: forced.latestVersion })}</p>
        <Button onClick={() => openStore(forced.storeUrl)}>{t("appUpdate.store")}</Button>
      </div>
    );
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("appEntry.title")}</h1>
      <p role="status" aria-busy="true" className={styles.intro}>
        {t("appEntry.starting")}
      </p>
    </div>
  );
}
