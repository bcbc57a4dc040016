import { classifyLink } from "../../engine/links/classify-link.ts";
import type { LinkPolicy } from "../../engine/links/link-policy.ts";
import { QR_ID_PATTERN } from "../../schemas/api/tenants.ts";

/** What a QR code's text means here: one of this mall's place codes, or nothing to act on. */
export type QrReading = { kind: "place"; qrId: string } | { kind: "ignored" };

const IGNORED: QrReading = { kind: "ignored" };
/** The QR pages whose address a posted code may carry (standard qrTest, Suwon qrHere). */
const QR_PAGES = new Set(["qrTest", "qrHere"]);

/**
 * Reads a scanned text: a bare place id (QR011F01), or a link to this mall's QR page on this site
 * with a `qrId` (as the link classifier sees it: an internal route). Anything else — other sites,
 * other malls, app schemes, scripts — is ignored and never navigated to.
 */
export function readQrText(text: string, policy: LinkPolicy, mallPath: string): QrReading {
  const raw = text.trim();
  if (QR_ID_PATTERN.test(raw)) return { kind: "place", qrId: raw };
  const link = classifyLink(raw, policy);
  if (link.kind !== "internal") return IGNORED;
  const url = new URL(link.path, "https://path.invalid");
  const [mall, page, ...rest] = url.pathname.split("/").filter((s) => s !== "");
  if (mall !== mallPath || page === undefined || !QR_PAGES.has(page) || rest.length > 0) return IGNORED;
  const qrId = url.searchParams.get("qrId") ?? "";
  return QR_ID_PATTERN.test(qrId) ? { kind: "place", qrId } : IGNORED;
}
