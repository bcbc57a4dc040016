import { Suspense, useState } from "react";
import { stampsEndpoints } from "../../schemas/api/stamps.ts";
import { evtSeqField } from "../../schemas/api/event-fields.ts";
import { stampEventQuery } from "../../schemas/screens/query.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { LoadingPage } from "../../engine/ui/loading-page.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useLoginPrompt } from "../../engine/session/login-prompt.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { useScreenHref } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import page from "../../engine/ui/page.module.css";
import { stampMonth } from "./stamp-days.ts";
import { Calendar, type BoardProps } from "./stamp-parts.tsx";
import detail from "./event-detail.module.css";
import styles from "./stamp-event.module.css";
import { NotFoundPage } from "./not-found-page.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { eventWordsMessages } from "./event-words.messages.ts";
import { stampsMessages } from "./stamps.messages.ts";
import { lazyPart } from "../../engine/routing/lazy-part.ts";

export const query = stampEventQuery;

/**
 * The stamp event page (event/stampEvent/{eventMon}/{eventId}; the month defaults to the current
 * one): the event, the member's card as a calendar of the month (stamped days marked, the special
 * days coloured), today's stamp and the reward coupon through the stamp machine with the app
 * family's calls. Opened from the stamp bridge with `stamp`, it stamps on arrival.
 */
export default function StampEventScreen({ params }: ScreenProps<"stampEvent">) {
  const [query] = useScreenQuery(stampEventQuery);
  const t = useMessages(eventWordsMessages, stampsMessages);
  const { mall } = useMall();
  const { seoulMonthKey } = useFormat();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const toList = useScreenHref("eventList");
  const raw = params.eventId ?? "";
  const evtSeq = evtSeqField.safeParse(raw).success ? raw : null;
  const month = stampMonth(params.eventMon, seoulMonthKey());
  const info = useApiQuery(stampsEndpoints.info, { params: { mall: mallPath }, input: { evtSeq: evtSeq ?? "" } }, { enabled: evtSeq !== null });
  const notFound = evtSeq === null || (info.status === "error" && info.error.info.kind === "http" && info.error.info.status === 404);

  if (notFound) return <NotFoundPage title={t("stamps.notFound")} icon="event" to={toList} toLabel={t("events.detail.toList")} />;

  return (
    <article className={page.page}>
      <QueryView state={info} skeleton={<LoadingPage titleId="route.stampEvent" />}>
        {(d) => (
          <>
            <img className={detail.hero} src={d.stampEvent.mobi_app_img1_uri} alt="" width={640} height={360} />
            <h1 className={page.title}>{d.stampEvent.evt_titl}</h1>
            <StampBoard
              mallPath={mallPath}
              evtSeq={d.stampEvent.evtSeq}
              month={month}
              goal={d.stampEvent.stampGoal}
              running={d.stampEvent.evtStat === "ing"}
              stampOnArrival={query.stamp}
            />
            <AboutEvent html={d.stampEvent.evt_cont} />
          </>
        )}
      </QueryView>
    </article>
  );
}

/** The event's own text, shown on request: the card comes first, and the sanitizer loads only then. */
function AboutEvent({ html }: { html: string }) {
  const t = useMessages(eventWordsMessages, stampsMessages);
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.about}>
      <Button variant="text" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {t(open ? "stamps.about.hide" : "stamps.about.show")}
      </Button>
      {open && (
        <Suspense fallback={<SkeletonText lines={3} />}>
          <SanitizedHtml html={html} className={styles.body} />
        </Suspense>
      )}
    </section>
  );
}

// The sanitizer's component loads with the first look at the event's text.
const SanitizedHtml = lazyPart(() => import("../../engine/html/sanitized-html.tsx").then((m) => ({ default: m.SanitizedHtml })));

// The member's card runs the stamp machine: it (and xstate with it) loads for members only.
const MemberBoard = lazyPart(() => import("./stamp-board.tsx").then((m) => ({ default: m.MemberBoard })));

/** The card and its actions: a visitor is asked to log in; a member gets the machine. */
function StampBoard(props: BoardProps) {
  const t = useMessages(eventWordsMessages, stampsMessages);
  const { status, custId } = useSession();
  const askLogin = useLoginPrompt();
  if (status === "member" && custId)
    return (
      <Suspense fallback={<SkeletonText lines={4} />}>
        <MemberBoard {...props} custId={custId} />
      </Suspense>
    );
  const logIn = async () => {
    await askLogin();
  };
  return (
    <section className={styles.board} aria-labelledby="stamp-card">
      <h2 id="stamp-card" className={page.subheading}>
        {t("stamps.card")}
      </h2>
      <Calendar month={props.month} stamped={new Set()} />
      {props.running && (
        <Button block onClick={() => void logIn()}>
          {t("stamps.stampToday")}
        </Button>
      )}
    </section>
  );
}
