import { useCallback } from "react";
import type { PageItem } from "../../schemas/api/endpoint.ts";
import { eventsEndpoints } from "../../schemas/api/events.ts";
import { eventListQuery } from "../../schemas/screens/query.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import page from "../../engine/ui/page.module.css";
import { EAGER_CARDS, EventCard } from "./event-card.tsx";
import { eventPeriod } from "./event-period.ts";
import { StatusList } from "./status-list.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { brandPromotionMessages } from "./brand-promotion.messages.ts";
import { eventWordsMessages } from "./event-words.messages.ts";

export const query = eventListQuery;

type BrandPromotion = PageItem<typeof eventsEndpoints.brandPromotionList>;

/**
 * Brand promotions (event/brandPromotion, Suwon's too): the stores' own promotions in progress and
 * ended, paged with "more", each card naming the store and its floor.
 */
export default function BrandPromotionListScreen() {
  const [query] = useScreenQuery(eventListQuery);
  const t = useMessages(brandPromotionMessages, eventWordsMessages);
  const { mall, locale } = useMall();
  const { formatShortDate } = useFormat();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const href = useScreenHrefs();
  const renderItem = useCallback(
    (p: BrandPromotion, index: number) => (
      <EventCard
        eager={index < EAGER_CARDS}
        key={p.evt_seq}
        to={href("brandPromotionDetail", { eventId: p.evt_seq })}
        image={p.mobi_app_img1_uri}
        title={p.evt_titl}
        period={eventPeriod(p, formatShortDate)}
        badges={[
          [locale === "en" && p.tnt_nm_en ? p.tnt_nm_en : p.tnt_nm_ko, p.fl].filter(Boolean).join(" · "),
          ...(p.evtStat === "end" ? [t("events.status.end")] : []),
        ]}
        ended={p.evtStat === "end"}
      />
    ),
    [href, formatShortDate, locale, t],
  );
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("brand.heading")}</h1>
      <StatusList
        endpoint={eventsEndpoints.brandPromotionList}
        argsFor={(evtStat) => ({ params: { mall: mallPath }, input: { evtStat } })}
        tab={query.tab}
        labels={{ tabs: "brand.tabs", list: "brand.list", empty: { ing: "brand.empty.ing", end: "brand.empty.end" } }}
        renderItem={renderItem}
      />
    </div>
  );
}
