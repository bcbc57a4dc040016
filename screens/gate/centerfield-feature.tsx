import { Link } from "react-router";
import { Icon } from "../../engine/ui/icon.tsx";
import { VisuallyHidden } from "../../engine/ui/visually-hidden.tsx";
import type { GateEntry } from "./gate-entries.ts";
import styles from "./centerfield-feature.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { gateMessages } from "./gate.messages.ts";

export interface CenterfieldFeatureProps {
  entry: GateEntry;
  /** Wide screens link the desktop shops site, phones the mobile one. */
  wide: boolean;
}

/** The Centerfield entry: a feature tile whose ENTER link opens the Centerfield intro. */
export function CenterfieldFeature({ entry, wide }: CenterfieldFeatureProps) {
  const t = useMessages(gateMessages);
  const shops = entry.shops ? (wide ? entry.shops.desktop : entry.shops.mobile) : undefined;
  const enter = (
    <>
      <span lang="en">{t("gate.enter")}</span>
      <VisuallyHidden>{t("gate.enter.label", { name: entry.nameKo })}</VisuallyHidden>
      <Icon name="chevron" size={18} />
    </>
  );

  return (
    <div className={styles.feature}>
      <div className={styles.media}>
        <img src={entry.image} alt="" width={320} height={200} loading="lazy" decoding="async" />
      </div>
      <div className={styles.body}>
        <p className={styles.en} lang="en">
          {entry.nameEn}
        </p>
        <p className={styles.ko}>{entry.nameKo}</p>
        <p className={styles.lead}>{t("gate.centerfield.lead", { name: entry.nameKo })}</p>
        <div className={styles.actions}>
          {entry.external ? (
            <a className={styles.enter} href={entry.to} rel="noopener">
              {enter}
            </a>
          ) : (
            <Link className={styles.enter} to={entry.to}>
              {enter}
            </Link>
          )}
          {shops && (
            <a className={styles.shops} href={shops} target="_blank" rel="noopener noreferrer">
              {t("gate.shops")}
              <VisuallyHidden>{t("gate.newWindow")}</VisuallyHidden>
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
