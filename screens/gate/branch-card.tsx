import { Link } from "react-router";
import { Icon } from "../../engine/ui/icon.tsx";
import type { GateEntry } from "./gate-entries.ts";
import styles from "./branch-card.module.css";

/** One branch of the gate: illustration, Korean and English names; the whole card is the link. */
export function BranchCard({ entry }: { entry: GateEntry }) {
  const body = (
    <>
      <span className={styles.media}>
        {/* Decorative: the names next to it say which branch this is. */}
        <img src={entry.image} alt="" width={160} height={100} loading="lazy" decoding="async" />
      </span>
      <span className={styles.names}>
        <span className={styles.ko}>{entry.nameKo}</span>
        <span className={styles.en} lang="en">
          {entry.nameEn}
        </span>
      </span>
      <Icon name="chevron" size={20} className={styles.chevron} />
    </>
  );
  return (
    <li className={styles.item}>
      {entry.external ? (
        <a className={styles.card} href={entry.to} rel="noopener">
          {body}
        </a>
      ) : (
        <Link className={styles.card} to={entry.to}>
          {body}
        </Link>
      )}
    </li>
  );
}
