import type { BridgeWindow } from "./bridge-window.ts";

export interface AlertMessage {
  title?: string | undefined;
  text: string;
}

/** What the shell lends the bridge for a plain browser (the bridge itself knows no React). */
export interface BrowserHandlers {
  /** Shows the shell's confirm dialog in place of a native alert; may resolve when it closes. */
  confirm(message: AlertMessage): void | Promise<unknown>;
  /** Navigates to the current mall's login route (cfLogin on Centerfield). */
  goToLogin(): void | Promise<unknown>;
}

const WEB_SCHEMES = new Set(["http:", "https:"]);

/** Opens a web link in a new tab; other schemes (javascript:, data:, app links) are refused. */
export function openInNewTab(win: BridgeWindow, url: string): void {
  let target: URL;
  try {
    target = new URL(url, win.location.href);
  } catch {
    return;
  }
  if (!WEB_SCHEMES.has(target.protocol)) return;
  win.open(target.href, "_blank", "noopener");
}

/** Hands a phone number to the device's dialer through a tel: link (digits only). */
export function dial(win: BridgeWindow, phone: string): void {
  const digits = phone.replace(/\D/g, "");
  if (digits) win.location.assign(`tel:${digits}`);
}
