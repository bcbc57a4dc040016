import * as z from "zod/mini";
import { mallParams, okMessage } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { LIMITS } from "./limits.ts";
import { lazySchema } from "../lazy-schema.ts";

/**
 * The waiting list as the browser reaches it (spec part-2 §2.6 "a queue/waiting service for spots",
 * §7 "Queue service (external, bearer token, 40 s timeout)"). The queue service needs a bearer
 * token that must never reach a browser, so the app calls these mall-scoped endpoints and the
 * server calls the queue service (server/domains/queue/client.ts) with the token and the 40 s
 * timeout (§9 "waiting 40000 ms"). This file stays free of the queue service's paths and token: the
 * browser bundle imports it.
 */

/** Spec §9: the waiting client's timeout. */
export const WAITING_TIMEOUT_MS = 40_000;

/** A mobile number: 01X (X one of 0, 1, 6, 7, 8, 9) and 10 or 11 digits, digits only. */
export const MOBILE_PHONE = /^01[016789]\d{7,8}$/;
export const PARTY_MAX = 20;

const mobilePhone = lazySchema(() => z.string().check(z.regex(MOBILE_PHONE, "must be a mobile number: 01X and 10 or 11 digits, digits only")));

export const waitingSpotStatus = lazySchema(() =>
  z.enum(["OPEN", "PAUSED", "CLOSED"]).check(z.describe("OPEN: takes waitings; PAUSED: list full or on a break; CLOSED: not open now")),
);

export const waitingSpotSchema = lazySchema(() =>
  z.object({
    spotId: z.number().check(z.int()),
    spotName: z.string(),
    category: z.string(),
    floor: z.string(),
    imgUrl: z.string(),
    status: waitingSpotStatus,
    waitingCount: z.number().check(z.int(), z.gte(0), z.describe("teams waiting now")),
    expectedWaitMin: z.number().check(z.int(), z.gte(0), z.describe("estimated wait for a team registering now, minutes")),
  }),
);
export type WaitingSpot = z.output<typeof waitingSpotSchema>;

export const waitingTicketSchema = lazySchema(() =>
  z.object({
    spotId: z.number().check(z.int()),
    spotName: z.string(),
    waitingNo: z.number().check(z.int(), z.gte(1), z.describe("the team's number at the spot")),
    teamsAhead: z.number().check(z.int(), z.gte(0)),
    expectedWaitMin: z.number().check(z.int(), z.gte(0)),
    adultCnt: z.number().check(z.int()),
    childCnt: z.number().check(z.int()),
    status: z.enum(["WAITING", "CALLED", "SEATED", "CANCELLED"]),
    regDttm: z.string().check(z.describe("YYYY-MM-DD HH:mm, Korea time")),
    alreadyWaiting: z
      .boolean()
      .check(z.describe("true: the phone already had an active waiting at the spot, registered from this browser, returned unchanged")),
  }),
);
export type WaitingTicket = z.output<typeof waitingTicketSchema>;

const count = (min: number) => z.coerce.number().check(z.int(), z.gte(min), z.lte(PARTY_MAX));

/** What a registration sends; the form checks the same schema before sending. */
export const waitingRegisterInput = lazySchema(() =>
  z.object({
    spotId: z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000_000)),
    phoneNo: mobilePhone,
    adultCnt: count(1).check(z.describe("adults, 1 to 20")),
    childCnt: z._default(count(0), 0).check(z.describe("children, 0 to 20")),
    privacyAgreeYn: z
      .literal("Y", { message: "consent to the use of the phone number is required" })
      .check(z.describe("Y: consent to the use of the phone number for the waiting call")),
  }),
);

export const waitingEndpoints = {
  spots: endpoint({
    id: "waiting.spots",
    method: "GET",
    path: "/api/:mall/waiting/spots.do",
    params: mallParams,
    client: "long",
    response: () =>
      z.object({
        message: okMessage,
        group: z
          .nullable(z.object({ groupId: z.number().check(z.int()), groupName: z.string() }))
          .check(z.describe("the mall's waiting group; null when the mall has none")),
        spots: z.array(waitingSpotSchema),
      }),
    summary:
      "Waiting list of the mall: its spots with status, teams waiting and expected wait. A proxy: the server asks the queue service (GET /groups, /groups/{id}/spots) with its bearer token and a 40 s timeout; 502 when the service fails, 504 when it does not answer in time",
  }),
  register: endpoint({
    id: "waiting.register",
    method: "POST",
    path: "/api/:mall/waiting/register.do",
    params: mallParams,
    input: waitingRegisterInput,
    client: "long",
    idempotent: true,
    limits: LIMITS.waitingRegister,
    response: () => z.object({ message: okMessage, waiting: waitingTicketSchema }),
    summary:
      "Registers a waiting at one of the mall's spots (phone 01X with 10-11 digits, adults 1-20, children 0-20, consent Y); one active waiting per phone and spot: a repeat from the browser that registered it (its HttpOnly registration cookie) returns the same waiting (alreadyWaiting true), from anywhere else 409 with the field phoneNo and none of the waiting's details. A proxy to the queue service's POST /spots/{id}/waitings (bearer token and 40 s timeout on the server): 404 for a spot outside the mall, 409 for a paused or closed spot, 502/504 when the service fails or times out; 20 a minute per address",
  }),
} as const;
