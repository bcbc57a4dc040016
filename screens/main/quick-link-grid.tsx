import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Icon } from "../../engine/ui/icon.tsx";
import type { QuickLink } from "../../engine/routing/quick-links.ts";
import styles from "./quick-link-grid.module.css";

/** The mall home's grid of shortcuts into the areas the mall enables. */
export function QuickLinkGrid({ links, labelledBy }: { links: readonly QuickLink[]; labelledBy: string }) {
  const intl = useIntl();
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={styles.link}>
            <span className={styles.icon}>{link.icon && <Icon name={link.icon} size={26} />}</span>
            <span className={styles.label}>{intl.formatMessage({ id: link.label })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
