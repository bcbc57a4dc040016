import { useIntl } from "react-intl";
import styles from "./movies.module.css";

export type Grade = "ALL" | "12" | "15" | "18";

/** The viewing grade badge (ALL, 12, 15, 18 as on the ticket), read out in words. */
export function MovieGrade({ grade }: { grade: Grade }) {
  const intl = useIntl();
  return (
    <span className={`${styles.grade} ${styles[`grade${grade}`]}`} role="img" aria-label={intl.formatMessage({ id: `ent.grade.${grade}` })}>
      {grade}
    </span>
  );
}
