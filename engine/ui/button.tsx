import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Link } from "react-router";
import { Icon, type IconName } from "./icon.tsx";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "text";
export type ButtonSize = "sm" | "md" | "lg";

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Fill the width of the container. */
  block?: boolean;
  /** Icon before the label. */
  icon?: IconName;
  /** Icon after the label (a chevron for "more"). */
  iconEnd?: IconName;
  children: ReactNode;
  className?: string;
}

type NativeButton = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children">;
type NativeAnchor = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className" | "children" | "href">;

export type ButtonProps =
  | (CommonProps & NativeButton & { to?: undefined; ref?: Ref<HTMLButtonElement> })
  | (CommonProps &
      NativeAnchor & {
        /** An in-app route: renders a react-router link. */
        to: string;
        disabled?: boolean;
        replace?: boolean;
        ref?: Ref<HTMLAnchorElement>;
      });

/** The one button of the app: a <button>, or a link styled as one when given `to`. */
export function Button(props: ButtonProps) {
  const { variant = "primary", size = "md", block = false, icon, iconEnd, children, className, ...native } = props;
  const classes = [styles.button, styles[variant], styles[size], block ? styles.block : "", className ?? ""].filter(Boolean).join(" ");
  const iconSize = size === "sm" ? 18 : 20;
  const content = (
    <>
      {icon && <Icon name={icon} size={iconSize} />}
      <span className={styles.label}>{children}</span>
      {iconEnd && <Icon name={iconEnd} size={iconSize} />}
    </>
  );

  if (native.to !== undefined) {
    const { to, disabled, ...anchor } = native;
    if (disabled) {
      // Without an href the link is neither focusable nor followed; aria-disabled says why it is inert.
      const { replace: _replace, ...inert } = anchor;
      return (
        <a {...inert} className={classes} aria-disabled="true">
          {content}
        </a>
      );
    }
    return (
      <Link {...anchor} to={to} className={classes}>
        {content}
      </Link>
    );
  }

  const { to: _to, type = "button", ...button } = native;
  return (
    <button {...button} type={type} className={classes}>
      {content}
    </button>
  );
}
