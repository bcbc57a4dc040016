import { useId, useState } from "react";
import { contentEndpoints } from "../../schemas/api/content.ts";
import { recordBannerHit } from "../../engine/api/logging.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { PopLink } from "../../engine/links/pop-link.tsx";
import { useServices } from "../../engine/services/services.ts";
import { hideForDays, useHiddenForDays } from "../../engine/shell/hidden-for-days.ts";
import { ribbonKey } from "./ribbon-key.ts";
import { useNoticeRead } from "./use-notice-read.ts";
import { mainCall } from "./first-loads.ts";
import { Carousel } from "../../engine/ui/carousel.tsx";
import { usePresence } from "../../engine/ui/use-presence.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DataLink } from "../../engine/links/data-link.tsx";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useContentLocale, useMall } from "../../engine/shell/mall-context.ts";
import { type Banner, BannerCarousel, BannerLink } from "../../engine/ui/banner-carousel.tsx";
import { BannerSkeleton } from "../../engine/ui/banner-carousel-skeleton.tsx";
import { Icon } from "../../engine/ui/icon.tsx";
import { ListRow } from "../../engine/ui/list-row.tsx";
import { homeMessages } from "./home.messages.ts";
import { RibbonPlaceholder } from "./mall-home-view.tsx";
import box from "../../engine/ui/banner-box.module.css";
import styles from "./mall-home.module.css";

// What the operator runs on a mall home (spec part-1 §3, §7 main.do): the main banners, the strip
// banners, the stamp event's shortcut and the latest notices. Loaded after the home's first paint,
// with the data layers; one call (content.main) answers every part. An empty answer leaves the home
// as it is; a failed one says so under the quick links, with a retry.

export { MainPopup } from "./main-popup.tsx";

function useMain() {
  const { mall } = useMall();
  const locale = useContentLocale();
  const { endpoint, args } = mainCall(mall?.path ?? "", locale);
  return useApiQuery(endpoint, args, { enabled: mall !== null });
}

/** A banner tap is logged in the background (bnhits), never holding the visitor up. */
function useBannerHit() {
  const { mall } = useMall();
  return (b: Banner) => recordBannerHit({ mall: mall?.path ?? null, bnSeq: b.bnSeq });
}

/** The main banners' slider; its box is kept from first paint (the skeleton) to the banners. */
export function MainBanners() {
  const t = useMessages(homeMessages);
  const main = useMain();
  const hit = useBannerHit();
  if (main.status === "loading") return <BannerSkeleton className={styles.banners} />;
  if (main.status !== "success" || main.data.mainBannerList.length === 0) return null;
  return <BannerCarousel banners={main.data.mainBannerList} label={t("home.banners")} onTap={hit} className={styles.banners} />;
}

/** The strip banners, the stamp event's shortcut and the three latest notices, under the quick links. */
export function HomeSections() {
  const t = useMessages(homeMessages);
  const main = useMain();
  const hit = useBannerHit();
  const hrefs = useScreenHrefs();
  const { formatShortDate } = useFormat();
  const noticesTitle = useId();
  const allNotices = hrefs("noticeList");
  // Failed, the home says so here, once, with a retry (the banners' box above stays empty).
  return (
    <QueryView state={main} skeleton={<></>} isEmpty={() => false}>
      {({ ddiBanner, stampEventUrl, noticeList }) => (
        <>
          {ddiBanner.ddiBannerList.length > 0 && (
            <ul className={styles.strips} aria-label={t("home.strips")}>
              {ddiBanner.ddiBannerList.map((b) => (
                <li key={b.bnSeq} className={`${box.box} ${styles.strip}`}>
                  <BannerLink banner={b} onTap={hit} />
                </li>
              ))}
            </ul>
          )}
          {stampEventUrl !== "" && (
            <DataLink href={stampEventUrl} className={styles.stamp}>
              <Icon name="event" size={22} className={styles.stampIcon} />
              <span className={styles.stampText}>
                <span className={styles.stampTitle}>{t("home.stamp.title")}</span>
                <span className={styles.stampBody}>{t("home.stamp.body")}</span>
              </span>
              <Icon name="chevron" size={20} />
            </DataLink>
          )}
          {noticeList.length > 0 && (
            <section className={styles.notices} aria-labelledby={noticesTitle}>
              <div className={styles.sectionHead}>
                <h2 id={noticesTitle} className={styles.sectionTitle}>
                  {t("home.notices.title")}
                </h2>
                {allNotices !== null && (
                  <DataLink href={allNotices} className={styles.more}>
                    {t("home.notices.all")}
                  </DataLink>
                )}
              </div>
              <ul className={styles.noticeList}>
                {noticeList.map((n) => (
                  <ListRow
                    key={n.notiSeq}
                    title={n.notiTitl}
                    description={formatShortDate(n.regDt)}
                    to={hrefs("noticeDetail", { noticeId: String(n.notiSeq) }) ?? undefined}
                  />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </QueryView>
  );
}

/** The top ribbon's slider (spec part-2 §9): 7.5 s a banner, 0.75 s a move. */
const RIBBON_AUTOPLAY_MS = 7500;
const RIBBON_SPEED_MS = 750;
/** How long the closed ribbon takes to slide away. */
const RIBBON_EXIT_MS = 300;

/**
 * The top ribbon (spec part-2 §2.6, §4): on Main when the mall runs top banners and the visitor has
 * not closed it for today. It plays every 7.5 s and stops once touched; closing asks whether to
 * close it or close it for today, then slides it away. Taps follow the top banners' rules (PopLink).
 */
export function TopRibbon() {
  const t = useMessages(homeMessages);
  const { mall } = useMall();
  const { dialogs, now } = useServices();
  const main = useMain();
  const path = mall?.path ?? "";
  // Hidden for today: not shown (read as the HTML's render did, then from storage); closed here, it
  // slides away first.
  const hidden = useHiddenForDays(ribbonKey(path), 1, now);
  useNoticeRead("ribbon", hidden);
  const [closed, setClosed] = useState(false);
  const presence = usePresence(!closed, RIBBON_EXIT_MS);
  if ((hidden && !closed) || !presence.mounted) return null;
  if (main.status === "loading") return <RibbonPlaceholder />;
  if (main.status !== "success" || main.data.topBannerList.length === 0) return null;
  const close = async () => {
    const answer = await dialogs.choose({ text: t("home.ribbon.confirm"), positive: t("home.ribbon.close"), negative: t("home.ribbon.closeToday") });
    if (answer === "dismissed") return;
    if (answer === "negative") hideForDays(ribbonKey(path), now());
    setClosed(true);
  };
  return (
    <div className={`${styles.ribbon} ${presence.leaving ? styles.ribbonLeaving : ""}`}>
      <Carousel
        items={main.data.topBannerList}
        label={t("home.ribbon")}
        itemKey={(b) => b.popSeq}
        renderSlide={(b) => (
          <PopLink item={b} mall={path} className={styles.ribbonLink}>
            <img className={styles.ribbonImage} src={b.popMobImgUri} alt={b.popTitl} width={750} height={120} />
          </PopLink>
        )}
        autoplayMs={RIBBON_AUTOPLAY_MS}
        speedMs={RIBBON_SPEED_MS}
        stopOnInteraction
        slideClassName={styles.ribbonSlide}
        className={styles.ribbonSlides}
      />
      <button type="button" className={styles.ribbonClose} aria-label={t("home.ribbon.closeButton")} onClick={() => void close()}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

/**
 * Granseoul's event and coupon banners (content.gsEventCouponBanner), each kind in its slider under
 * its heading; a kind without banners is left out, and so are both when the call fails (the home's
 * own error state already says the news did not load).
 */
export function GranseoulBanners() {
  const t = useMessages(homeMessages);
  const hit = useBannerHit();
  const answer = useApiQuery(contentEndpoints.gsEventCouponBanner, { params: {} });
  const eventsTitle = useId();
  const couponsTitle = useId();
  if (answer.status !== "success") return null;
  const kinds = [
    { id: eventsTitle, title: t("home.gs.events"), banners: answer.data.bannerList.filter((b) => b.bnType === "event") },
    { id: couponsTitle, title: t("home.gs.coupons"), banners: answer.data.bannerList.filter((b) => b.bnType === "coupon") },
  ].filter((k) => k.banners.length > 0);
  return (
    <>
      {kinds.map((k) => (
        // The slider is the region, named as the heading above it.
        <div key={k.id} className={styles.gsBanners}>
          <h2 id={k.id} className={styles.sectionTitle}>
            {k.title}
          </h2>
          <BannerCarousel banners={k.banners} label={k.title} onTap={hit} />
        </div>
      ))}
    </>
  );
}
