import { useId } from "react";
import { contentEndpoints } from "../../schemas/api/content.ts";
import { recordBannerHit } from "../../engine/api/logging.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DataLink } from "../../engine/links/data-link.tsx";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useContentLocale, useMall } from "../../engine/shell/mall-context.ts";
import { type Banner, BannerCarousel, BannerLink } from "../../engine/ui/banner-carousel.tsx";
import { BannerSkeleton } from "../../engine/ui/banner-carousel-skeleton.tsx";
import { Icon } from "../../engine/ui/icon.tsx";
import { ListRow } from "../../engine/ui/list-row.tsx";
import { homeMessages } from "./home.messages.ts";
import box from "../../engine/ui/banner-box.module.css";
import styles from "./mall-home.module.css";

// What the operator runs on a mall home (spec part-1 §3, §7 main.do): the main banners, the strip
// banners, the stamp event's shortcut and the latest notices. Loaded after the home's first paint,
// with the data layers; one call (content.main) answers every part. An empty answer leaves the home
// as it is; a failed one says so under the quick links, with a retry.

function useMain() {
  const { mall } = useMall();
  const locale = useContentLocale();
  return useApiQuery(contentEndpoints.main, { params: { mall: mall?.path ?? "" }, input: { lan: locale } }, { enabled: mall !== null });
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
