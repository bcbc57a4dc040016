import { useMemo } from "react";
import { bundle } from "../../engine/manifests/bundle.ts";
import { lazyModule, useLazyModule } from "../../engine/routing/lazy-module.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { BannerSkeleton } from "../../engine/ui/banner-carousel-skeleton.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { MallHomeView, RibbonPlaceholder } from "./mall-home-view.tsx";
import { ribbonKey } from "./ribbon-key.ts";
import { useServices } from "../../engine/services/services.ts";
import { useHiddenForDays } from "../../engine/shell/hidden-for-days.ts";
import { quickLinksFor } from "../../engine/routing/quick-links.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { homeMessages } from "./home.messages.ts";
import { HOME_PARTS_MODULE } from "./home-parts-key.ts";
import styles from "./mall-home.module.css";

// The operator's parts load after first paint, with the data layers, and show as soon as they
// are in (engine/routing/lazy-module.ts); if they cannot load (offline), the home stays as it is
// without them.
// Keyed: a home the server rendered with its answers shows them, and the app loads them before it
// hydrates that HTML (docs/decisions/0054).
const homeParts = lazyModule(() => import("./home-content.tsx"), HOME_PARTS_MODULE);

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
  // Closed for today, the ribbon keeps no room for itself while the home's parts load. The HTML
  // the build renders keeps the room (it cannot know), and so does the render that hydrates it.
  const ribbonClosed = useHiddenForDays(mall ? ribbonKey(mall.path) : null, 1, now);
  const { module: parts, failed } = useLazyModule(homeParts, mall !== null);
  // The engine mounts this screen only under a mall; without one there is nothing to show.
  if (!mall) return <EmptyState title={t("home.noMall")} titleAs="h2" />;
  // Until the parts are in, their places keep their size (no layout shift when they arrive).
  const waiting = !parts && !failed;
  return (
    <MallHomeView
      mall={mall}
      locale={locale}
      quickLinks={quickLinks}
      banners={parts ? <parts.MainBanners /> : waiting && <BannerSkeleton className={styles.banners} />}
      sections={
        parts && (
          <>
            <parts.HomeSections />
            {eventCouponBanners && <parts.GranseoulBanners />}
          </>
        )
      }
      ribbon={parts ? <parts.TopRibbon /> : waiting && !ribbonClosed && <RibbonPlaceholder />}
      popup={parts && <parts.MainPopup />}
    />
  );
}
