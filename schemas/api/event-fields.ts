import * as z from "zod/mini";
import { lazySchema } from "../lazy-schema.ts";

// The two event fields the smaller contracts need (the stamp card of the membership page), in a module
// of their own: a screen that imports them does not load the whole events contract with them.

/** An event id: a short code (E010001, E2021RLT for the 2021 Anseong roulette, S01202611 for a stamp event). */
export const evtSeqField = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/, "must be an event id")));
export const dttm = lazySchema(() => z.string().check(z.describe("date-time YYYY-MM-DD HH:mm:ss, Asia/Seoul")));
