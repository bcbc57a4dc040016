import { useEffect, useState } from "react";
import type { SaveNotice } from "../../engine/forms/use-switch-saves.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { screenHrefsFor } from "../../engine/routing/screen-href.ts";
import { useServices } from "../../engine/services/services.ts";
import { homePathFor } from "../../engine/session/mall-paths.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { HomeBranchPicker } from "../../engine/settings/home-branch-picker.tsx";
import { useFallbackMall } from "../../engine/shell/fallback-mall.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { SaveNoticeLine } from "../../engine/ui/save-notice.tsx";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import { AppPage } from "./app-page.tsx";
import styles from "./app-page.module.css";
import { appSettingsMessages } from "./app-settings.messages.ts";
import { InAppOnly } from "./in-app-only.tsx";

/**
 * The favourite mall (/app/setting/favoriteMall), the home branch the app opens with: a member
 * saves it (member.saveBranch); a visitor is told it is kept with the membership and where the
 * app opens now, with the app's login (docs/decisions/0026). Outside the app: the explanation.
 */
export default function AppFavoriteMallScreen() {
  const kit = useKitWords();
  const { mall } = useMall();
  const home = useFallbackMall();
  const back = screenHrefsFor(null)("appSetting", {}, { mall: mall?.path }) ?? homePathFor(home);
  return (
    <AppPage title={kit("route.favoriteMall")} back={back}>
      <InAppOnly>{() => <FavoriteMall />}</InAppOnly>
    </AppPage>
  );
}

function FavoriteMall() {
  const t = useMessages(appSettingsMessages);
  const { session, bridge } = useServices();
  const { status, failed } = useSession();
  const { locale } = useMall();
  const home = useFallbackMall();
  const [notice, setNotice] = useState<SaveNotice>(null);
  // Whether a member is logged in (a cookie left by the app's login included) decides the page.
  useEffect(() => void session.ensure(), [session]);

  if (status === "member")
    return (
      <>
        <p className={styles.intro}>{t("appFavorite.intro")}</p>
        <HomeBranchPicker onNotice={setNotice} />
        <SaveNoticeLine notice={notice} />
      </>
    );
  if (status === "visitor" || failed)
    return (
      <EmptyState
        icon="member"
        titleAs="h2"
        title={t("appFavorite.visitor")}
        description={t("appFavorite.visitor.text", { mall: home.name[locale] })}
        action={<Button onClick={() => void bridge().then((b) => b.login())}>{t("appFavorite.login")}</Button>}
      />
    );
  return (
    <div role="status" aria-busy="true" aria-label={t("appSettings.checking")}>
      <SkeletonText lines={2} />
    </div>
  );
}
