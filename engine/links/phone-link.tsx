import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from "react";
import { hasWebviewMarkers } from "../bridge/webview-markers.ts";
import { useServices } from "../services/services.ts";
import { isModifiedClick } from "./open-link.ts";

export interface PhoneLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** The number as the data writes it (031-8072-1234). */
  phone: string;
  children?: ReactNode;
}

/** The tel: address of a phone number (digits only), or null when it has none. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 3 ? `tel:${digits}` : null;
}

/**
 * A phone number to call: a tel: link in a browser; inside the app's webview the tap goes through
 * the bridge's call (the app shows its call popup), as the spec's bridge asks. A value with no
 * digits is shown as text.
 */
export function PhoneLink({ phone, children, onClick, ...rest }: PhoneLinkProps) {
  const { bridge } = useServices();
  const href = telHref(phone);
  if (!href) return <span className={rest.className}>{children ?? phone}</span>;
  const call = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isModifiedClick(event) || !hasWebviewMarkers(navigator.userAgent)) return;
    event.preventDefault();
    void bridge().then((b) => b.call(phone));
  };
  return (
    <a href={href} onClick={call} {...rest}>
      {children ?? phone}
    </a>
  );
}
