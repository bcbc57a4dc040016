import { Suspense, type ReactNode } from "react";
import { Link } from "react-router";
import { eventsEndpoints } from "../../schemas/api/events.ts";
import { evtSeqField } from "../../schemas/api/event-fields.ts";
import type { MallEvent } from "../../schemas/api/events-models.ts";
import type { BrandVariant } from "../../schemas/screens/common.ts";
import { isApiError } from "../../engine/api/errors.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { LoadingPage } from "../../engine/ui/loading-page.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { SanitizedHtml } from "../../engine/html/sanitized-html.tsx";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useScreenHref, useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import page from "../../engine/ui/page.module.css";
import hidden from "../../engine/ui/visually-hidden.module.css";
import { stampPagePath } from "./event-links.ts";
import { eventPeriod } from "./event-period.ts";
import styles from "./event-detail.module.css";
import { NotFoundPage } from "./not-found-page.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { eventWordsMessages } from "./event-words.messages.ts";
import { eventsMessages } from "./events.messages.ts";
import { lazyPart } from "../../engine/routing/lazy-part.ts";

// What an event asks of the visitor loads with the events that ask it: a notice-style event loads none.
const EventApply = lazyPart(() => import("./event-apply.tsx").then((m) => ({ default: m.EventApply })));
const EventCoupons = lazyPart(() => import("./event-coupons.tsx").then((m) => ({ default: m.EventCoupons })));
const TreasureHunt = lazyPart(() => import("./treasure-hunt.tsx").then((m) => ({ default: m.TreasureHunt })));
const GuestBook = lazyPart(() => import("./guest-book.tsx").then((m) => ({ default: m.GuestBook })));
// Suwon's heart (and the favourites calls) load on Suwon's pages only.
const FavoriteToggle = lazyPart(() => import("../../engine/favorites/favorite-toggle.tsx").then((m) => ({ default: m.FavoriteToggle })));

/**
 * An event (event/main/{eventId} EventMainDetail, event/landingEvent/{eventId}, Centerfield
 * eventDetail, Suwon and Granseoul event/main/{id}): image, title, period, the body as sanitized
 * HTML, then what the event asks of the visitor by its kind: apply (with its code), its coupons, the
 * stamp card, the roulette, the treasure hunt or the guest book. Suwon's page has the favourite heart.
 */
export default function EventDetailScreen({ props, params }: ScreenProps<"eventDetail">) {
  const t = useMessages(eventWordsMessages, eventsMessages);
  const { mall } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const raw = params.eventId ?? params.id ?? "";
  const evtSeq = evtSeqField.safeParse(raw).success ? raw : null;
  const detail = useApiQuery(eventsEndpoints.view, { params: { mall: mallPath }, input: { evt_seq: evtSeq ?? "" } }, { enabled: evtSeq !== null });
  const notFound =
    evtSeq === null || (detail.status === "error" && isApiError(detail.error) && detail.error.info.kind === "http" && detail.error.info.status === 404);
  const toList = useScreenHref("eventList");

  if (notFound) return <NotFoundPage title={t("events.detail.notFound")} icon="event" to={toList} toLabel={t("events.detail.toList")} />;

  return (
    <article className={page.page}>
      <QueryView state={detail} skeleton={<LoadingPage titleId="route.eventDetail" />}>
        {(d) => <EventBody event={d.eventView} mallPath={mallPath} variant={props.variant} landing={props.view === "landing"} />}
      </QueryView>
      {toList !== null && (
        <Link to={toList} className={styles.toList}>
          {t("events.detail.toList")}
        </Link>
      )}
    </article>
  );
}

function EventBody({
  event,
  mallPath,
  variant,
  landing,
}: {
  event: MallEvent & { evt_cont: string };
  mallPath: string;
  variant: BrandVariant;
  landing: boolean;
}) {
  const t = useMessages(eventWordsMessages, eventsMessages);
  const href = useScreenHrefs();
  const { formatShortDate } = useFormat();
  const period = eventPeriod(event, formatShortDate);
  const kind = event.evt_cd;

  let action: ReactNode = null;
  if (kind === "APLY" || event.aply_yn === "Y") action = <EventApply mallPath={mallPath} event={event} />;
  if (kind === "CPN") action = <EventCoupons mallPath={mallPath} evtSeq={event.evt_seq} />;
  if (kind === "TRSR") action = <TreasureHunt mallPath={mallPath} event={event} />;
  if (kind === "GSTB") action = <GuestBook mallPath={mallPath} evtSeq={event.evt_seq} />;
  if (kind === "STMP") {
    const to = stampPagePath(href, event.eventMon, event.evt_seq);
    if (to !== null && event.evtStat === "ing")
      action = (
        <Button to={to} block>
          {t("events.stamp.go")}
        </Button>
      );
  }
  if (kind === "RLT") {
    const to = href("roulette");
    if (to !== null && event.evtStat === "ing")
      action = (
        <Button to={to} block>
          {t("events.roulette.go")}
        </Button>
      );
  }

  return (
    <>
      {!landing && <img className={styles.hero} src={event.mobi_app_img1_uri} alt="" width={640} height={360} />}
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={page.title}>{event.evt_titl}</h1>
          {variant === "suwon" && (
            <Suspense fallback={null}>
              <FavoriteToggle kind="events" id={event.evt_seq} name={event.evt_titl} />
            </Suspense>
          )}
        </div>
        {period !== null && (
          <p className={styles.period}>
            <span className={styles.periodLabel}>{t("events.period")}</span> {period}
          </p>
        )}
      </header>
      {event.evtStat === "end" && (
        <p className={styles.ended} role="note">
          {t("events.detail.ended")}
        </p>
      )}
      <section aria-labelledby={`body-${event.evt_seq}`} className={styles.body}>
        <h2 id={`body-${event.evt_seq}`} className={hidden.hidden}>
          {t("events.detail.body")}
        </h2>
        <SanitizedHtml html={event.evt_cont} />
      </section>
      <Suspense fallback={<SkeletonText lines={2} />}>{action}</Suspense>
    </>
  );
}
