import type { ClubApplication } from "../../machines/club.machine.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useDateTime } from "./program-parts.tsx";
import styles from "./club.module.css";
import { clubMessages } from "./club.messages.ts";

/** The member's application: its status in words (waiting, confirmed, refused) and what was sent. */
export function ClubStatus({ application: a }: { application: ClubApplication }) {
  const t = useMessages(clubMessages);
  const dateTime = useDateTime();
  return (
    <section className={styles.status} aria-labelledby="club-status">
      <h2 id="club-status" className={styles.heading}>
        {t("club.status")}
      </h2>
      <p className={styles.statusBadge} data-status={a.status}>
        {t(`club.status.${a.status}`)}
      </p>
      <p>{t(`club.status.${a.status}.text`)}</p>
      <dl className={styles.facts}>
        <dt>{t("club.company")}</dt>
        <dd>{a.company}</dd>
        <dt>{t("club.address")}</dt>
        <dd>{a.address}</dd>
        <dt>{t("club.imageName")}</dt>
        <dd>{a.imageName}</dd>
        <dt>{t("club.appliedAt")}</dt>
        <dd>{dateTime(a.appliedAt)}</dd>
      </dl>
    </section>
  );
}
