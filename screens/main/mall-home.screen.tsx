import { useMemo, type FC } from "react";
import { bundle } from "../../engine/manifests/bundle.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { MallHomeView } from "./mall-home-view.tsx";
import { quickLinksFor } from "../../engine/routing/quick-links.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { homeMessages } from "./home.messages.ts";

/** The mall home (route name Main). It takes ScreenProps but reads none of them. */
const MallHomeScreen: FC<ScreenProps<"mallHome">> = () => {
  const t = useMessages(homeMessages);
  const { mall, locale } = useMall();
  const quickLinks = useMemo(() => (mall ? quickLinksFor(mall, mall.routeSet ? bundle.routeSets[mall.routeSet] : undefined) : []), [mall]);
  // The engine mounts this screen only under a mall; without one there is nothing to show.
  if (!mall) return <EmptyState title={t("home.noMall")} titleAs="h2" />;
  return <MallHomeView mall={mall} locale={locale} quickLinks={quickLinks} />;
};

export default MallHomeScreen;
