import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate } from "react-router";
import { stampsEndpoints } from "../../schemas/api/stamps.ts";
import { evtSeqField } from "../../schemas/api/event-fields.ts";
import { stampEventQuery, type StampEventQuery } from "../../schemas/screens/query.ts";
import { stampMachine, type StampCard, type StampOutcome } from "../../machines/stamp.machine.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { SanitizedHtml } from "../../engine/html/sanitized-html.tsx";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useServices } from "../../engine/services/services.ts";
import { askToLogIn } from "../../engine/session/login-prompt.ts";
import { loginWithReturn } from "../../engine/session/mall-paths.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { stampActors } from "../../engine/stamps/stamp-actors.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { ErrorState } from "../../engine/ui/error-state.tsx";
import page from "../../engine/ui/page.module.css";
import { eventListPath } from "./event-links.ts";
import { monthWeeks, specialDayTone, stampMonth } from "./stamp-days.ts";
import styles from "./stamp-event.module.css";

export const query = stampEventQuery;

const OUTCOME_TEXT: Record<StampOutcome, string> = {
  stamped: "stamps.outcome.stamped",
  alreadyStamped: "stamps.outcome.alreadyStamped",
  stampClosed: "stamps.outcome.stampClosed",
  couponIssued: "stamps.outcome.couponIssued",
  alreadyIssued: "stamps.outcome.alreadyIssued",
  notEligible: "stamps.outcome.notEligible",
  noCoupon: "stamps.outcome.noCoupon",
  windowClosed: "coupons.error.window",
  soldOut: "coupons.error.soldOut",
  failed: "stamps.outcome.failed",
  timedOut: "stamps.outcome.timedOut",
};

/**
 * The stamp event page (event/stampEvent/{eventMon}/{eventId}; the month defaults to the current
 * one): the event, the member's card as a calendar of the month (stamped days marked, the special
 * days coloured), today's stamp and the reward coupon through the stamp machine with the app
 * family's calls. Opened from the stamp bridge with `stamp`, it stamps on arrival.
 */
export default function StampEventScreen({ params, query }: ScreenProps<"stampEvent", StampEventQuery>) {
  const intl = useIntl();
  const { mall } = useMall();
  const { seoulMonthKey } = useFormat();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const raw = params.eventId ?? "";
  const evtSeq = evtSeqField.safeParse(raw).success ? raw : null;
  const month = stampMonth(params.eventMon, seoulMonthKey());
  const info = useApiQuery(stampsEndpoints.info, { params: { mall: mallPath }, input: { evtSeq: evtSeq ?? "" } }, { enabled: evtSeq !== null });
  const notFound = evtSeq === null || (info.status === "error" && info.error.info.kind === "http" && info.error.info.status === 404);

  if (notFound)
    return (
      <div className={page.page}>
        <EmptyState
          titleAs="h1"
          icon="event"
          title={intl.formatMessage({ id: "stamps.notFound" })}
          action={
            <Button to={eventListPath(mallPath, "standard")} variant="secondary">
              {intl.formatMessage({ id: "events.detail.toList" })}
            </Button>
          }
        />
      </div>
    );

  return (
    <article className={page.page}>
      <QueryView state={info}>
        {(d) => (
          <>
            <img className={styles.hero} src={d.stampEvent.mobi_app_img1_uri} alt="" width={640} height={360} />
            <h1 className={page.title}>{d.stampEvent.evt_titl}</h1>
            <StampBoard mallPath={mallPath} evtSeq={d.stampEvent.evtSeq} month={month} goal={d.stampEvent.stampGoal} running={d.stampEvent.evtStat === "ing"} stampOnArrival={query.stamp} />
            <SanitizedHtml html={d.stampEvent.evt_cont} className={styles.body} />
          </>
        )}
      </QueryView>
    </article>
  );
}

interface BoardProps {
  mallPath: string;
  evtSeq: string;
  month: string;
  goal: number;
  running: boolean;
  stampOnArrival: boolean;
}

/** The card and its actions: a visitor is asked to log in; a member gets the machine. */
function StampBoard(props: BoardProps) {
  const intl = useIntl();
  const { status, custId } = useSession();
  const { dialogs } = useServices();
  const { mall } = useMall();
  const location = useLocation();
  const navigate = useNavigate();
  if (status === "member" && custId) return <MemberBoard {...props} custId={custId} />;
  const logIn = async () => {
    if (await askToLogIn(dialogs, intl)) void navigate(loginWithReturn(mall, `${location.pathname}${location.search}`));
  };
  return (
    <section className={styles.board} aria-labelledby="stamp-card">
      <h2 id="stamp-card" className={page.subheading}>
        {intl.formatMessage({ id: "stamps.card" })}
      </h2>
      <Calendar month={props.month} stamped={new Set()} />
      {props.running && (
        <Button block onClick={() => void logIn()}>
          {intl.formatMessage({ id: "stamps.stampToday" })}
        </Button>
      )}
    </section>
  );
}

function MemberBoard({ mallPath, evtSeq, month, goal, running, stampOnArrival, custId }: BoardProps & { custId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useServices();
  const machine = useMemo(() => stampMachine.provide({ actors: stampActors(api, "app", mallPath, custId) }), [api, mallPath, custId]);
  const [snapshot, send] = useMachine(machine, { input: { evtSeq } });
  const { card, outcome, reward } = snapshot.context;
  const busy = snapshot.hasTag("busy");
  // The second after an action, when taps do nothing: the buttons say so.
  const resting = busy || snapshot.matches({ ready: "guarded" });
  const arrived = useRef(false);

  // From the stamp bridge (a QR code in the mall): stamp once the card is known.
  useEffect(() => {
    if (!stampOnArrival || arrived.current || !snapshot.matches("ready") || !running) return;
    arrived.current = true;
    send({ type: "stamp.stamp" });
  }, [stampOnArrival, snapshot, running, send]);

  if (snapshot.matches("checkFailed"))
    return <ErrorState description={t("stamps.checkFailed")} onRetry={() => send({ type: "stamp.retry" })} />;

  // The stamps of the month shown (stampDt is YYYY-MM-DD).
  const stamped = new Set((card?.stampList ?? []).filter((s) => s.stampDt.slice(0, 7).replace("-", "") === month).map((s) => Number(s.stampDt.slice(8, 10))));
  return (
    <section className={styles.board} aria-labelledby="stamp-card" aria-busy={busy}>
      <h2 id="stamp-card" className={page.subheading}>
        {t("stamps.card")}
      </h2>
      {card && <Progress card={card} goal={goal} />}
      <Calendar month={month} stamped={stamped} />
      <p className={styles.outcome} role="status">
        {outcome !== null ? t(OUTCOME_TEXT[outcome]) : ""}
      </p>
      {outcome !== null && reward?.issue && reward.coupon && (
        <p className={styles.reward}>
          {t("stamps.reward", { title: reward.coupon.cpTitl, certNo: reward.issue.certNo })}
        </p>
      )}
      {card && running && (
        <div className={styles.actions}>
          <Button block aria-busy={snapshot.matches("stamping")} aria-disabled={resting || card.todayStampYn === "Y" || undefined} onClick={() => send({ type: "stamp.stamp" })}>
            {t(card.todayStampYn === "Y" ? "stamps.stampedToday" : "stamps.stampToday")}
          </Button>
          {card.passYn === "Y" && (
            <Button block variant="secondary" aria-busy={snapshot.matches("checkingCoupon") || snapshot.matches("issuingCoupon")} aria-disabled={resting || undefined} onClick={() => send({ type: "stamp.takeCoupon" })}>
              {t(card.cpIssYn === "Y" ? "stamps.showCoupon" : "stamps.takeCoupon")}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

function Progress({ card, goal }: { card: StampCard; goal: number }) {
  const intl = useIntl();
  const target = card.stampGoal || goal;
  return (
    <p className={styles.progress}>
      {intl.formatMessage({ id: card.passYn === "Y" ? "stamps.progress.passed" : "stamps.progress" }, { count: card.stampCnt, goal: target })}
    </p>
  );
}

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** The month as a table: stamped days marked, the special days in their tones. */
function Calendar({ month, stamped }: { month: string; stamped: ReadonlySet<number> }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <table className={styles.calendar}>
      <caption className={styles.caption}>{t("stamps.month", { year: month.slice(0, 4), month: Number(month.slice(4)) })}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col" abbr={t(`stamps.weekday.${d}.long`)}>
              {t(`stamps.weekday.${d}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, w) => (
          <tr key={w}>
            {week.map((day, i) => {
              if (day === null) return <td key={i} aria-hidden="true" />;
              const tone = specialDayTone(day);
              const has = stamped.has(day);
              const cls = [styles.day, tone === "a" ? styles.toneA : tone === "b" ? styles.toneB : "", has ? styles.stamped : ""].filter(Boolean).join(" ");
              return (
                <td key={i} className={cls}>
                  <span aria-hidden="true">{day}</span>
                  <span className={styles.sr}>{t(has ? "stamps.day.stamped" : "stamps.day", { day })}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
