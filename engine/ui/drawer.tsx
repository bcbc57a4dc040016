import { useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useIntl } from "react-intl";
import { NavLink } from "react-router";
import { Icon, type IconName } from "./icon.tsx";
import { useModalFocus } from "./use-modal-focus.ts";
import styles from "./drawer.module.css";

export interface DrawerLink {
  to: string;
  label: string;
  icon?: IconName;
}

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Heading of the panel (the mall name). */
  title: string;
  /** A line under the title (the mall's English name, today's hours). */
  subtitle?: ReactNode;
  links: readonly DrawerLink[];
  /** The navigation's own content instead of the flat links (a site menu with groups). */
  children?: ReactNode;
  /** id for the menu button's aria-controls. */
  id?: string;
  /** Extra content under the links (language switch, link to all branches). */
  footer?: ReactNode;
  /** The member line above the links (name and logout, or login). */
  member?: ReactNode;
  /** Called when a link is followed; closes the drawer by default. */
  onNavigate?: () => void;
}

/** The side navigation of a mall: a modal panel sliding in from the right. */
export function Drawer(props: DrawerProps) {
  if (!props.open) return null;
  return createPortal(<DrawerPanel {...props} />, document.body);
}

function DrawerPanel({ onClose, title, subtitle, links, children, id, footer, member, onNavigate }: DrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDialogElement>(null);
  useModalFocus({ open: true, container: panel, onEscape: onClose });
  const followed = onNavigate ?? onClose;

  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} data-part="backdrop" aria-hidden="true" onClick={onClose} />
      <dialog open ref={panel} id={id} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.panel}>
        <div className={styles.header}>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {subtitle !== undefined && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          <button type="button" className={styles.close} aria-label={intl.formatMessage({ id: "ui.drawer.close" })} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        {member}
        <nav aria-labelledby={titleId} className={styles.nav}>
          {children}
          <ul className={styles.links} hidden={links.length === 0}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={styles.link} onClick={followed}>
                  {link.icon && <Icon name={link.icon} size={22} className={styles.linkIcon} />}
                  <span className={styles.linkLabel}>{link.label}</span>
                  <Icon name="chevron" size={18} className={styles.chevron} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {footer !== undefined && <div className={styles.footer}>{footer}</div>}
      </dialog>
    </div>
  );
}
