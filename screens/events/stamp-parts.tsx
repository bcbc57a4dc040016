import type { StampCard } from "../../machines/stamp.machine.ts";
import { specialDayTone } from "../../engine/format/special-days.ts";
import tones from "../../engine/format/special-days.module.css";
import { monthWeeks } from "./stamp-days.ts";
import styles from "./stamp-event.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { stampsMessages } from "./stamps.messages.ts";

// The stamp page's pieces shared by the visitor's view and the member's card (stamp-board.tsx).

export interface BoardProps {
  mallPath: string;
  evtSeq: string;
  month: string;
  goal: number;
  running: boolean;
  stampOnArrival: boolean;
}

export function Progress({ card, goal }: { card: StampCard; goal: number }) {
  const t = useMessages(stampsMessages);
  const target = card.stampGoal || goal;
  return <p className={styles.progress}>{t(card.passYn === "Y" ? "stamps.progress.passed" : "stamps.progress", { count: card.stampCnt, goal: target })}</p>;
}

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** The month as a table: stamped days marked, the special days in their tones. */
export function Calendar({ month, stamped }: { month: string; stamped: ReadonlySet<number> }) {
  const t = useMessages(stampsMessages);
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
              const cls = [styles.day, tone === null ? "" : tones[tone], has ? styles.stamped : ""].filter(Boolean).join(" ");
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
