import styles from "./movies.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { showcaseMessages } from "./showcase.messages.ts";

export type Grade = "ALL" | "12" | "15" | "18";

const COLOUR: Record<Grade, string | undefined> = { ALL: styles.gradeAll, "12": styles.grade12, "15": styles.grade15, "18": styles.grade18 };

/** The viewing grade badge (ALL, 12, 15, 18 as on the ticket), read out in words; `decorative` where the words are written beside it. */
export function MovieGrade({ grade, decorative = false }: { grade: Grade; decorative?: boolean }) {
  const t = useMessages(showcaseMessages);
  const label = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": t(`ent.grade.${grade}`) };
  return (
    <span className={`${styles.grade} ${COLOUR[grade] ?? ""}`} {...label}>
      {grade}
    </span>
  );
}
