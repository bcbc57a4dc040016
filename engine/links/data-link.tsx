import { useMemo, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { classifyLink } from "./classify-link.ts";
import { useLinkEnvironment } from "./link-policy-context.ts";
import { isModifiedClick } from "./open-link.ts";

export interface DataLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "rel"> {
  /** The link as the data has it (banner linkUrl, event link); classified before use. */
  href: string | null | undefined;
  children?: ReactNode;
}

/**
 * A link from data: a router link for internal paths, a new-tab link for listed hosts (through the
 * native app when the shell provides openExternal), a plain link for app schemes, tel: and mailto:,
 * and just the children when the link is refused.
 */
export function DataLink({ href, children, onClick, ...rest }: DataLinkProps) {
  const { policy, openExternal } = useLinkEnvironment();
  const link = useMemo(() => classifyLink(href, policy), [href, policy]);
  switch (link.kind) {
    case "internal":
      return (
        <Link to={link.path} onClick={onClick} {...rest}>
          {children}
        </Link>
      );
    case "external": {
      const openInApp = (event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !openExternal || isModifiedClick(event)) return;
        event.preventDefault();
        openExternal(link.url);
      };
      return (
        <a href={link.url} target="_blank" rel="noopener noreferrer" onClick={openInApp} {...rest}>
          {children}
        </a>
      );
    }
    case "app":
    case "contact":
      return (
        <a href={link.url} onClick={onClick} {...rest}>
          {children}
        </a>
      );
    case "refused":
      return <span className={rest.className}>{children}</span>;
  }
}
