import { useId, type CSSProperties, type ReactNode } from "react";
import { Icon } from "../../engine/ui/icon.tsx";
import styles from "./gate-section.module.css";

export interface GateSectionProps {
  /** Section label in the current locale ("메인 브랜드"). */
  label: string;
  /** The label in English, shown small above it when the page is Korean. */
  eyebrow?: string | undefined;
  /** "4개 지점". */
  count: string;
  /** Phone layout: the header is a button that opens this section (and closes the others). */
  collapsible: boolean;
  expanded: boolean;
  onActivate: () => void;
  /** The brand group's colours, for small accents (and the Centerfield tile). */
  theme?: { primary: string; onPrimary: string } | undefined;
  /** Spans the full width on wide screens (Centerfield). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * One gate section. On phones it is an accordion item after the WAI-ARIA pattern (heading > button
 * with aria-expanded / aria-controls, the panel a labelled region); on wide screens every section is
 * open and the header is a plain heading, so assistive tech never hears a control that does nothing.
 */
export function GateSection({ label, eyebrow, count, collapsible, expanded, onActivate, theme, wide = false, children }: GateSectionProps) {
  const base = useId();
  const headerId = `${base}-header`;
  const panelId = `${base}-panel`;
  const open = !collapsible || expanded;
  const style = theme ? ({ "--section-primary": theme.primary, "--section-on-primary": theme.onPrimary } as CSSProperties) : undefined;
  const header = (
    <>
      <span className={styles.titles}>
        {eyebrow && (
          <span className={styles.eyebrow} lang="en">
            {eyebrow}
          </span>
        )}
        <span className={styles.label}>{label}</span>
      </span>
      <span className={styles.count}>{count}</span>
    </>
  );

  return (
    <div className={`${styles.section} ${wide ? styles.wide : ""}`} style={style} data-open={open}>
      <h2 className={styles.heading}>
        {collapsible ? (
          <button type="button" id={headerId} className={styles.toggle} aria-expanded={expanded} aria-controls={panelId} onClick={onActivate}>
            {header}
            <Icon name="chevron" size={20} className={styles.chevron} />
          </button>
        ) : (
          <span id={headerId} className={styles.static}>
            {header}
          </span>
        )}
      </h2>
      <section id={panelId} aria-labelledby={headerId} hidden={!open} className={styles.panel}>
        {children}
      </section>
    </div>
  );
}
