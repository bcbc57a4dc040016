import { useEffect, useState } from "react";
import { eventsEndpoints } from "../../schemas/api/events.ts";
import type { MallEvent } from "../../schemas/api/events-models.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiMutation } from "../../engine/data/use-api-mutation.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useSubmit } from "../../engine/forms/use-submit.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useLoginPrompt } from "../../engine/session/login-prompt.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { useScreenHref } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { useReducedMotion } from "../../engine/ui/use-media-query.ts";
import page from "../../engine/ui/page.module.css";
import { eventPeriod } from "./event-period.ts";
import { openWindow, type DayWindow } from "./roulette-window.ts";
import styles from "./roulette.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { eventWordsMessages } from "./event-words.messages.ts";
import { gamesMessages } from "./games.messages.ts";

/** How long the wheel turns before the result shows (none with reduced motion). */
export const SPIN_MS = 3000;
/** Slots drawn before the first answer tells the wheel's real ones. */
const BLANK_SLOTS = 8;

/**
 * The roulette page (event/main/roulette; the 2021 roulette's detail redirects here): open in the
 * mall's roulette windows (manifest data), it spins the roulette event running today, which it
 * finds in the event list. A member spins once a day: the server keeps the day's spin, so spinning
 * again, or after a reload, shows the same prize and issues nothing new. A visitor is asked to log in.
 */
export default function RouletteScreen() {
  const t = useMessages(eventWordsMessages, gamesMessages);
  const { mall } = useMall();
  const { seoulDayKey } = useFormat();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const today = seoulDayKey().replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3");
  const windows: readonly DayWindow[] = mall?.roulette?.windows ?? [];
  const season = openWindow(windows, today);
  const events = useApiQuery(eventsEndpoints.list, { params: { mall: mallPath }, input: { pageIndex: 1, evtStat: "ing" } }, { enabled: season !== null });
  const listPath = useScreenHref("eventList");
  const toList = listPath !== null && (
    <Button to={listPath} variant="secondary">
      {t("events.detail.toList")}
    </Button>
  );

  if (season === null)
    return (
      <div className={page.page}>
        <h1 className={page.title}>{t("games.roulette.heading")}</h1>
        <EmptyState
          icon="event"
          title={t("games.roulette.closed")}
          description={
            windows.map((w) => t("games.roulette.window", { from: w.from.replace(/-/g, "."), to: w.to.replace(/-/g, ".") })).join(" · ") || undefined
          }
          action={toList}
        />
      </div>
    );

  return (
    <div className={page.page}>
      <QueryView
        state={events}
        isEmpty={(d) => spinnable(d.resultList, today, season) === null}
        empty={
          <>
            <h1 className={page.title}>{t("games.roulette.heading")}</h1>
            <EmptyState icon="event" title={t("games.roulette.none")} action={toList} />
          </>
        }
      >
        {(d) => <Roulette event={spinnable(d.resultList, today, season)!} mallPath={mallPath} />}
      </QueryView>
    </div>
  );
}

/** The roulette event running today inside the window, from the list. */
function spinnable(events: readonly MallEvent[], today: string, window: DayWindow): MallEvent | null {
  return (
    events.find((e) => e.evt_cd === "RLT" && e.evt_strt_dt <= today && today <= e.evt_end_dt && e.evt_end_dt >= window.from && e.evt_strt_dt <= window.to) ??
    null
  );
}

interface Spin {
  prizeNo: number;
  prizeNm: string;
  winYn: "Y" | "N";
  spinDttm: string;
  prizeList: { prizeNo: number; prizeNm: string; winYn: "Y" | "N" }[];
}

function Roulette({ event, mallPath }: { event: MallEvent; mallPath: string }) {
  const t = useMessages(eventWordsMessages, gamesMessages);
  const { formatShortDate } = useFormat();
  const { status, custId } = useSession();
  const askLogin = useLoginPrompt();
  const still = useReducedMotion();
  const spinCall = useApiMutation(eventsEndpoints.rouletteNew, { invalidates: [] });
  const [spin, setSpin] = useState<Spin | null>(null);
  const [shown, setShown] = useState<Spin | null>(null);
  const spinning = useSubmit(() => spinCall({ params: { mall: mallPath }, input: { evt_seq: event.evt_seq, cust_id: custId ?? undefined } }), {
    words: t,
    httpMessages: { 422: "games.roulette.notRunning" },
    onSuccess: (answer) => setSpin(answer),
  });

  // The result shows once the wheel has stopped.
  useEffect(() => {
    if (spin === null) return;
    const timer = window.setTimeout(() => setShown(spin), still ? 0 : SPIN_MS);
    return () => window.clearTimeout(timer);
  }, [spin, still]);

  const slots = spin?.prizeList ?? Array.from({ length: BLANK_SLOTS }, (_, i) => ({ prizeNo: i + 1, prizeNm: "?", winYn: "N" as const }));
  const angle = 360 / slots.length;
  const at = spin ? slots.findIndex((s) => s.prizeNo === spin.prizeNo) : -1;
  // Five turns, then the won slot under the pointer at the top.
  const turn = at < 0 ? 0 : 5 * 360 + (360 - (at + 0.5) * angle);

  const go = async () => {
    if (status !== "member") {
      await askLogin();
      return;
    }
    if (spin === null) await spinning.submit(undefined);
  };
  const period = eventPeriod(event, formatShortDate);

  return (
    <>
      <h1 className={page.title}>{event.evt_titl}</h1>
      {period !== null && <p className={styles.period}>{period}</p>}
      <p>{t("games.roulette.rule")}</p>
      <div className={styles.stage}>
        <span className={styles.pointer} aria-hidden="true" />
        <ol
          className={styles.wheel}
          style={{ transform: `rotate(${turn}deg)`, transitionDuration: still ? "0s" : `${SPIN_MS}ms` }}
          aria-label={t("games.roulette.slots")}
        >
          {slots.map((s, i) => (
            <li
              key={`${s.prizeNo}-${i}`}
              className={s.winYn === "Y" ? `${styles.slot} ${styles.win}` : styles.slot}
              style={{ transform: `rotate(${(i + 0.5) * angle}deg)` }}
            >
              <span className={styles.label}>{s.prizeNm}</span>
            </li>
          ))}
        </ol>
      </div>
      <p className={styles.result} role="status">
        {shown !== null
          ? t(shown.winYn === "Y" ? "games.roulette.won" : "games.roulette.lost", { prize: shown.prizeNm, time: shown.spinDttm.slice(11, 16) })
          : ""}
      </p>
      {spinning.formError !== null && (
        <p role="alert" className={styles.error}>
          {spinning.formError}
        </p>
      )}
      <Button block aria-busy={spinning.pending} aria-disabled={spin !== null || undefined} onClick={() => void go()}>
        {t(spin !== null ? "games.roulette.done" : "games.roulette.spin")}
      </Button>
    </>
  );
}
