import { useId } from "react";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { screenHrefsFor } from "../../engine/routing/screen-href.ts";
import { homePathFor } from "../../engine/session/mall-paths.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { useFallbackMall } from "../../engine/shell/fallback-mall.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { ListRow } from "../../engine/ui/list-row.tsx";
import page from "../../engine/ui/page.module.css";
import { AppPage } from "./app-page.tsx";
import { appSettingsMessages } from "./app-settings.messages.ts";
import styles from "./app-settings.module.css";
import { AppVersion } from "./app-version.tsx";
import { InAppOnly } from "./in-app-only.tsx";
import { PushAgreement } from "./push-agreement.tsx";

/**
 * The app's settings (/app/setting, /app-new/setting): push agreement (kept on the device), the
 * favourite mall and the location consent (their own pages), the terms, and the app's version with
 * an update button. Outside the app only the explanation and the terms: nothing is written.
 */
export default function AppSettingScreen() {
  const t = useMessages(appSettingsMessages);
  const kit = useKitWords();
  const { mall } = useMall();
  const home = useFallbackMall();
  const { status } = useSession();
  const mallsId = useId();
  const termsId = useId();
  // The app's own pages (top routes), keeping the ?mall= the hub was opened with.
  const href = (target: Parameters<ReturnType<typeof screenHrefsFor>>[0]) => screenHrefsFor(null)(target, {}, { mall: mall?.path }) ?? undefined;
  return (
    <AppPage title={kit("route.settings")} back={homePathFor(home)}>
      <InAppOnly>
        {(app) => (
          <>
            <PushAgreement />
            <section aria-labelledby={mallsId} className={page.section}>
              <h2 id={mallsId} className={page.subheading}>
                {t("appSettings.malls")}
              </h2>
              <ul className={styles.rows}>
                <ListRow
                  title={kit("route.favoriteMall")}
                  description={t(status === "member" ? "appSettings.favorite.member" : "appSettings.favorite.visitor")}
                  to={href("appFavoriteMall")}
                />
                <ListRow title={kit("route.locationAgreement")} description={t("appSettings.location.row")} to={href("appLocationAgreement")} />
              </ul>
            </section>
            <AppVersion userAgent={app.userAgent} />
          </>
        )}
      </InAppOnly>
      <section aria-labelledby={termsId} className={page.section}>
        <h2 id={termsId} className={page.subheading}>
          {t("appSettings.terms")}
        </h2>
        <ul className={styles.rows}>
          <ListRow title={kit("route.policyAgreement")} to={href({ screen: "agreementPage", where: { view: "policy" } })} />
          <ListRow title={kit("route.noticeAccess")} to={href({ screen: "agreementPage", where: { view: "noticeAccess" } })} />
        </ul>
      </section>
    </AppPage>
  );
}
