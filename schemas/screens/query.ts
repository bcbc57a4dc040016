import * as z from "zod/mini";
import { queryFlag, returnPath } from "./common.ts";
import { lazySchema } from "../lazy-schema.ts";

// Query schemas of the screens that read query parameters. Each field must accept a missing value
// (optional or defaulted): the engine parses field by field, and a malformed value takes the
// field's default (engine/routing/query.ts).

/** Login: `toMain` sends the member to the mall's main page afterwards; `returnTo` back to the page that asked. */
export const loginQuery = lazySchema(() => z.object({ toMain: queryFlag, returnTo: returnPath }));
export type LoginQuery = z.output<typeof loginQuery>;

/** Login terms: where to continue once the terms are accepted. */
export const loginAgreementQuery = lazySchema(() => z.object({ returnTo: returnPath }));
export type LoginAgreementQuery = z.output<typeof loginAgreementQuery>;

/** The event and brand-promotion lists: which tab shows, kept in the URL so back returns to it. */
export const eventListQuery = lazySchema(() => z.object({ tab: z._default(z.enum(["ing", "end"]), "ing") }));
export type EventListQuery = z.output<typeof eventListQuery>;

/** The coupon list: every coupon offered, or the caller's own. */
export const couponListQuery = lazySchema(() => z.object({ tab: z._default(z.enum(["all", "my"]), "all") }));
export type CouponListQuery = z.output<typeof couponListQuery>;

/** The coupon page without an id in its path (Centerfield couponDetail) names the coupon in the query. */
export const couponDetailQuery = lazySchema(() => z.object({ cpSeq: z.optional(z.string().check(z.regex(/^\d{1,10}$/))) }));
export type CouponDetailQuery = z.output<typeof couponDetailQuery>;

/** The stamp event page: `stamp` (from the stamp bridge, a QR code in the mall) stamps on arrival. */
export const stampEventQuery = lazySchema(() => z.object({ stamp: queryFlag }));
export type StampEventQuery = z.output<typeof stampEventQuery>;
