import { lazy, Suspense, useMemo, type FC } from "react";
import { bundle } from "../../engine/manifests/bundle.ts";
import { Busy } from "../../engine/shell/busy.tsx";
import { useMall } from "../../engine/shell/mall-context.ts";
import { BannerSkeleton } from "../../engine/ui/banner-carousel-skeleton.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { MallHomeView } from "./mall-home-view.tsx";
import { quickLinksFor } from "../../engine/routing/quick-links.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { homeMessages } from "./home.messages.ts";
import styles from "./mall-home.module.css";

// The operator's parts load after first paint, with the data layers; if they cannot load
// (offline), the home stays as it is without them.
const parts = () => import("./home-content.tsx");
const Nothing: FC = () => null;
const part = (pick: (m: Awaited<ReturnType<typeof parts>>) => FC) =>
  lazy(() =>
    parts().then(
      (m) => ({ default: pick(m) }),
      () => ({ default: Nothing }),
    ),
  );
const MainBanners = part((m) => m.MainBanners);
const HomeSections = part((m) => m.HomeSections);

/** The mall home (route name Main). It takes ScreenProps but reads none of them. */
const MallHomeScreen: FC<ScreenProps<"mallHome">> = () => {
  const t = useMessages(homeMessages);
  const { mall, locale } = useMall();
  const quickLinks = useMemo(() => (mall ? quickLinksFor(mall, mall.routeSet ? bundle.routeSets[mall.routeSet] : undefined) : []), [mall]);
  // The engine mounts this screen only under a mall; without one there is nothing to show.
  if (!mall) return <EmptyState title={t("home.noMall")} titleAs="h2" />;
  return (
    <MallHomeView
      mall={mall}
      locale={locale}
      quickLinks={quickLinks}
      banners={
        <Suspense
          fallback={
            <>
              <Busy />
              <BannerSkeleton className={styles.banners} />
            </>
          }
        >
          <MainBanners />
        </Suspense>
      }
      sections={
        <Suspense fallback={<Busy />}>
          <HomeSections />
        </Suspense>
      }
    />
  );
};

export default MallHomeScreen;
