import { useState } from "react";
import type { Locale } from "../../schemas/manifest-common.ts";
import { useMediaQuery } from "../../engine/ui/use-media-query.ts";
import { BranchCard } from "./branch-card.tsx";
import { CenterfieldFeature } from "./centerfield-feature.tsx";
import type { GateSection as GateSectionData, GateSectionId } from "./gate-entries.ts";
import { GateSection } from "./gate-section.tsx";
import styles from "./gate-view.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { gateMessages } from "./gate.messages.ts";

/** Width from which the gate shows its columns instead of the accordion. */
export const GATE_WIDE_QUERY = "(min-width: 768px)";

export interface GateViewProps {
  /** The brand word shown as the page's wordmark. */
  brandWord: string;
  sections: readonly GateSectionData[];
  locale: Locale;
}

/**
 * The entry gate. One structure for every width: on phones the sections form an accordion with
 * exactly one open (the first at start); from 768 px they become two columns of branches with the
 * Centerfield tile across the bottom, all open.
 */
export function GateView({ brandWord, sections, locale }: GateViewProps) {
  const t = useMessages(gateMessages);
  const wide = useMediaQuery(GATE_WIDE_QUERY);
  const [active, setActive] = useState<GateSectionId | undefined>(sections[0]?.id);

  return (
    <div className={styles.gate} data-layout="wide">
      <header className={styles.hero}>
        <span className={styles.rule} aria-hidden="true" />
        <h1 className={styles.wordmark} lang="en">
          {brandWord}
        </h1>
        <p className={styles.tagline}>{t("gate.tagline")}</p>
      </header>
      <nav className={styles.sections} aria-label={t("gate.nav")}>
        {sections.map((section) => (
          <GateSection
            key={section.id}
            label={section.label[locale]}
            eyebrow={locale === "ko" ? section.label.en : undefined}
            count={t("gate.count", { count: section.entries.length })}
            collapsible={!wide}
            expanded={active === section.id}
            onActivate={() => setActive(section.id)}
            theme={section.theme}
            wide={section.id === "centerfield"}
          >
            {section.id === "centerfield" ? (
              <div className={styles.features}>
                {section.entries.map((entry) => (
                  <CenterfieldFeature key={entry.path} entry={entry} wide={wide} />
                ))}
              </div>
            ) : (
              <ul className={styles.branches}>
                {section.entries.map((entry) => (
                  <BranchCard key={entry.path} entry={entry} />
                ))}
              </ul>
            )}
          </GateSection>
        ))}
      </nav>
    </div>
  );
}
