import { useId } from "react";
import { appEndpoints } from "../../schemas/api/app.ts";
import { appPlatformFrom, appVersionFrom } from "../../engine/bridge/app-version.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { Button } from "../../engine/ui/button.tsx";
import page from "../../engine/ui/page.module.css";
import { appSettingsMessages } from "./app-settings.messages.ts";
import styles from "./app-settings.module.css";
import { useOpenStore } from "./store-link.ts";

type T = ReturnType<typeof useMessages<[typeof appSettingsMessages]>>;

/** The installed app's version (from its webview's user agent) and the latest (app.update), with the store button when a newer one exists. */
export function AppVersion({ userAgent }: { userAgent: string }) {
  const t = useMessages(appSettingsMessages);
  const headingId = useId();
  const version = appVersionFrom(userAgent);
  const platform = appPlatformFrom(userAgent);
  return (
    <section aria-labelledby={headingId} className={page.section}>
      <h2 id={headingId} className={page.subheading}>
        {t("appSettings.version")}
      </h2>
      {version && platform ? (
        <LatestVersion t={t} version={version} platform={platform} />
      ) : (
        <dl className={styles.facts}>
          <dt>{t("appSettings.version.installed")}</dt>
          <dd>{t("appSettings.version.unknown")}</dd>
        </dl>
      )}
    </section>
  );
}

function LatestVersion({ t, version, platform }: { t: T; version: string; platform: "android" | "ios" }) {
  const openStore = useOpenStore();
  const state = useApiQuery(appEndpoints.update, { params: {}, input: { os_type: platform, app_version: version } });
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t("appSettings.version.installed")}</dt>
        <dd>{version}</dd>
      </dl>
      <QueryView state={state} isEmpty={() => false}>
        {(u) => (
          <>
            <dl className={styles.facts}>
              <dt>{t("appSettings.version.latest")}</dt>
              <dd>{u.latestVersion}</dd>
            </dl>
            {u.updateYn === "Y" ? (
              <Button onClick={() => openStore(u.storeUrl)}>{t("appSettings.version.update")}</Button>
            ) : (
              <p>{t("appSettings.version.upToDate")}</p>
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
