import * as z from "zod/mini";
import { QR_ID_PATTERN } from "../api/tenants.ts";
import { lazySchema } from "../lazy-schema.ts";

// The QR location screen's query (qrTest, Suwon qrHere): in a file of its own, so other areas'
// screens do not load it.

/** `qrId` the QR code read (its place is "you are here"); `tnId` (Suwon) the store to show as well. */
export const qrScanQuery = lazySchema(() =>
  z.object({
    qrId: z.optional(z.string().check(z.regex(QR_ID_PATTERN))),
    tnId: z.optional(z.string().check(z.regex(/^T[0-9A-Z]{6}$/))),
  }),
);
export type QrScanQuery = z.output<typeof qrScanQuery>;
