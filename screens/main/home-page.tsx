import { lazy, Suspense, useMemo, useState, type FC } from "react";
import { bundle } from "../../engine/manifests/bundle.ts";
import { Busy } from "../../engine/shell/busy.tsx";
import { useMall } from "../../engine/shell/mall-context.ts";
import { BannerSkeleton } from "../../engine/ui/banner-carousel-skeleton.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { MallHomeView, RibbonPlaceholder } from "./mall-home-view.tsx";
import { ribbonKey } from "./ribbon-key.ts";
import { useServices } from "../../engine/services/services.ts";
import { isHiddenForDays } from "../../engine/shell/hidden-for-days.ts";
import { quickLinksFor } from "../../engine/routing/quick-links.ts";
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
const TopRibbon = part((m) => m.TopRibbon);
const MainPopup = part((m) => m.MainPopup);

const GranseoulBanners = part((m) => m.GranseoulBanners);

export interface HomePageProps {
  /** Granseoul's home shows its event and coupon banners under the sections (route props variant granseoul). */
  eventCouponBanners?: boolean;
}

/**
 * A home (the mall home, Main, and the brand homes): the name, today's hours and quick links at
 * first paint, then what the operator runs there (ribbon, banners, sections, popup), and the footer.
 */
export function HomePage({ eventCouponBanners = false }: HomePageProps) {
  const t = useMessages(homeMessages);
  const { mall, locale } = useMall();
  const quickLinks = useMemo(() => (mall ? quickLinksFor(mall, mall.routeSet ? bundle.routeSets[mall.routeSet] : undefined) : []), [mall]);
  const { now } = useServices();
  // Closed for today, the ribbon keeps no room for itself while the home's parts load.
  const [ribbonClosed] = useState(() => mall !== null && isHiddenForDays(ribbonKey(mall.path), 1, now()));
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
          {eventCouponBanners && <GranseoulBanners />}
        </Suspense>
      }
      ribbon={
        <Suspense
          fallback={
            <>
              <Busy />
              {!ribbonClosed && <RibbonPlaceholder />}
            </>
          }
        >
          <TopRibbon />
        </Suspense>
      }
      popup={
        <Suspense fallback={<Busy />}>
          <MainPopup />
        </Suspense>
      }
    />
  );
}
