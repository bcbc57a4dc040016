import hidden from "../../engine/ui/visually-hidden.module.css";
import styles from "./movies.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { showcaseMessages } from "./showcase.messages.ts";

export interface Show {
  scrnNm: string;
  playStrtDttm: string;
  rmnSeatCnt: number;
  totSeatCnt: number;
}

/** HH:mm of a show's "YYYY-MM-DD HH:mm" (Seoul wall time, as the listing writes it). */
export const showTime = (dttm: string) => dttm.slice(11, 16);

/** Today's shows: start time, screen (unless one screen's group), remaining of total seats. */
export function ShowTimes({ shows, withScreen = true }: { shows: readonly Show[]; withScreen?: boolean }) {
  const t = useMessages(showcaseMessages);
  if (shows.length === 0) return <p className={styles.muted}>{t("ent.shows.none")}</p>;
  return (
    <ul className={styles.shows}>
      {shows.map((s) => {
        const values = { time: showTime(s.playStrtDttm), screen: s.scrnNm, remaining: s.rmnSeatCnt, total: s.totSeatCnt };
        return (
          <li key={`${s.scrnNm}-${s.playStrtDttm}`} className={styles.show}>
            <span className={hidden.hidden}>{t("ent.show.label", values)}</span>
            <span className={styles.showTime} aria-hidden="true">
              {values.time}
            </span>
            {withScreen && (
              <span className={styles.muted} aria-hidden="true">
                {s.scrnNm}
              </span>
            )}
            <span className={styles.muted} aria-hidden="true">
              {t("ent.show.seats", values)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
