import { useCallback } from "react";
import { eventsEndpoints } from "../../schemas/api/events.ts";
import type { MallEvent } from "../../schemas/api/events-models.ts";
import { eventListQuery } from "../../schemas/screens/query.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { FavoriteToggle } from "../../engine/favorites/favorite-toggle.tsx";
import { useFormat } from "../../engine/format/use-format.ts";
import { DataLink } from "../../engine/links/data-link.tsx";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import page from "../../engine/ui/page.module.css";
import { EAGER_CARDS, EventCard } from "./event-card.tsx";
import { eventListCall, granseoulBannersCall } from "./first-loads.ts";
import { eventPeriod } from "./event-period.ts";
import { StatusList } from "./status-list.tsx";
import styles from "./event-list.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { eventWordsMessages } from "./event-words.messages.ts";
import { eventsMessages } from "./events.messages.ts";

export const query = eventListQuery;

/**
 * The event list (event, event/main, Centerfield eventList, Suwon and Granseoul event/main): events
 * in progress and ended in two tabs, each paged with "more" and with its own empty state; the tab
 * lives in the URL, so back returns to it with its pages. Suwon's cards carry the favourite heart;
 * Granseoul shows its event and coupon banners above the list.
 */
export default function EventListScreen({ props }: ScreenProps<"eventList">) {
  const [query] = useScreenQuery(eventListQuery);
  const t = useMessages(eventWordsMessages, eventsMessages);
  const { mall } = useMall();
  const { formatShortDate } = useFormat();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const href = useScreenHrefs();

  const variant = props.variant;
  // Stable while the page's words and links stay: a tab's tap renders the tabs, not the cards.
  const renderItem = useCallback(
    (e: MallEvent, index: number) => (
      <EventCard
        eager={index < EAGER_CARDS}
        key={e.evt_seq}
        to={href("eventDetail", { eventId: e.evt_seq })}
        image={e.mobi_app_img1_uri}
        title={e.evt_titl}
        period={eventPeriod(e, formatShortDate)}
        badges={[...(e.evt_cd !== "GNRL" ? [t(`events.kind.${e.evt_cd}`)] : []), ...(e.evtStat !== "ing" ? [t(`events.status.${e.evtStat}`)] : [])]}
        ended={e.evtStat === "end"}
        {...(variant === "suwon" ? { action: <FavoriteToggle kind="events" id={e.evt_seq} name={e.evt_titl} /> } : {})}
      />
    ),
    [t, href, formatShortDate, variant],
  );

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("events.heading")}</h1>
      {props.variant === "granseoul" && <GranseoulBanners />}
      <StatusList
        endpoint={eventsEndpoints.list}
        argsFor={(tab) => eventListCall(mallPath, tab)}
        tab={query.tab}
        labels={{ tabs: "events.tabs", list: "events.list", empty: { ing: "events.empty.ing", end: "events.empty.end" } }}
        renderItem={renderItem}
      />
    </div>
  );
}

/** Granseoul's event and coupon banners; nothing when there are none or they fail (they only decorate). */
function GranseoulBanners() {
  const t = useMessages(eventWordsMessages, eventsMessages);
  const banners = useApiQuery(granseoulBannersCall.endpoint, granseoulBannersCall.args);
  if (banners.status !== "success" || banners.data.bannerList.length === 0) return null;
  return (
    <section aria-label={t("events.banners")}>
      <ul className={styles.banners}>
        {banners.data.bannerList.map((b) => (
          <li key={b.bnSeq} className={styles.banner}>
            <DataLink href={b.linkUrl} className={styles.bannerLink}>
              <img className={styles.bannerImage} src={b.imgUri} alt={b.bnTitl} loading="lazy" width={560} height={240} />
            </DataLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
