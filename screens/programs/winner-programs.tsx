import { Link } from "react-router";
import { useFormat } from "../../engine/format/use-format.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { ProgramDay, useDateTime } from "./program-parts.tsx";
import type { PrizeProgram } from "./winner-data.ts";
import styles from "./winner-check.module.css";
import { winnerCheckMessages } from "./winner-check.messages.ts";

interface Props {
  programs: readonly PrizeProgram[];
  /** Where a program's winners are (Suwon's winner page), or null: then `onChoose` shows them here. */
  hrefOf: (id: string) => string | null;
  onChoose?: (program: PrizeProgram) => void;
}

/** The programs whose winners are out (spec part-1 §2 winner check): title, date, rounds and announcement; each opens its winners. */
export function WinnerPrograms({ programs, hrefOf, onChoose }: Props) {
  const t = useMessages(winnerCheckMessages);
  const { formatRound } = useFormat();
  const dateTime = useDateTime();
  return (
    <ul className={styles.programs} aria-label={t("winners.programs")}>
      {programs.map((p) => {
        const rounds = p.rounds.map((r) => formatRound(r.rndHm, { roundNo: r.progRndNo, multi: p.isMulti })).filter(Boolean);
        const content = (
          <>
            <span className={styles.programTitle}>{p.progTitl}</span>
            <span className={styles.programMeta}>
              <ProgramDay date={p.progDt} /> {rounds.join(", ")}
            </span>
            <span className={styles.programMeta}>{t("winners.announcedAt", { date: dateTime(`${p.przDateTime}:00`) })}</span>
          </>
        );
        const href = hrefOf(p.id);
        return (
          <li key={p.id}>
            {href !== null ? (
              <Link className={styles.program} to={href}>
                {content}
              </Link>
            ) : (
              <button type="button" className={styles.program} onClick={() => onChoose?.(p)}>
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
