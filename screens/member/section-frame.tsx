import type { ReactNode } from "react";
import { Link, Outlet, useLocation } from "react-router";
import styles from "./section-frame.module.css";

export interface FrameSection {
  /** Where the section's link goes. */
  to: string;
  /** Its name, already translated. */
  title: string;
  /** Other paths that show this section (the frame's own page when it shows this section there). */
  alsoAt?: readonly string[];
}

/**
 * A member page that frames its sections (a layout route): `top` on the frame's own page, the
 * sections as a row of links (the one shown marked as the current page), then the section in the
 * outlet. The myinfo hub and Granseoul's my page are such frames.
 */
export function SectionFrame({ label, sections, top }: { label: string; sections: readonly FrameSection[]; top?: ReactNode }) {
  const { pathname } = useLocation();
  const here = pathname.replace(/\/+$/, "");
  return (
    <div className={styles.frame}>
      {top}
      <nav className={styles.sections} aria-label={label}>
        <ul>
          {sections.map((s) => {
            const current = s.to === here || (s.alsoAt ?? []).includes(here);
            return (
              <li key={s.to}>
                <Link to={s.to} aria-current={current ? "page" : undefined} className={current ? `${styles.section} ${styles.active}` : styles.section}>
                  {s.title}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
