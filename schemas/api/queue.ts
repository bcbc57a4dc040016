import * as z from "zod/mini";
import { okMessage } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { lazySchema } from "../lazy-schema.ts";

/**
 * The external waiting (queue) service (spec part-2 §7 "Queue service": bearer token, 40 s timeout).
 * The reference server serves it under /api/queue/...; every call (auth "service") needs the header
 * `Authorization: Bearer <token>`, where the token is the server's env QUEUE_TOKEN (default in
 * development: QUEUE_DEV_TOKEN); a missing or wrong token answers 401. Request and response shapes
 * are not shown in the spec: they are designed here. POST bodies are form-encoded like the rest of
 * the catalogue.
 */
export const QUEUE_DEV_TOKEN = "dev-queue-token";

const id = lazySchema(() => z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000_000)));
const spotStatus = lazySchema(() =>
  z.enum(["OPEN", "PAUSED", "CLOSED"]).check(z.describe("OPEN: takes waitings; PAUSED: waiting list full or on a break; CLOSED: not open now")),
);

export const queueGroupSchema = lazySchema(() =>
  z.object({
    groupId: z.number().check(z.int()),
    groupName: z.string(),
    mallCd: z.nullable(z.string()).check(z.describe("two-digit mall code")),
    mallPath: z.string(),
    spotCount: z.number().check(z.int(), z.gte(0)),
    waitingCount: z.number().check(z.int(), z.gte(0), z.describe("teams waiting over every spot of the group")),
  }),
);

export const queueSpotSchema = lazySchema(() =>
  z.object({
    spotId: z.number().check(z.int()),
    groupId: z.number().check(z.int()),
    spotName: z.string(),
    category: z.string(),
    floor: z.string(),
    imgUrl: z.string(),
    status: spotStatus,
    waitingCount: z.number().check(z.int(), z.gte(0), z.describe("teams waiting now")),
    expectedWaitMin: z.number().check(z.int(), z.gte(0), z.describe("estimated wait for a team registering now, minutes")),
  }),
);

export const queueWaitingSchema = lazySchema(() =>
  z.object({
    waitingId: z.number().check(z.int()),
    spotId: z.number().check(z.int()),
    spotName: z.string(),
    waitingNo: z.number().check(z.int(), z.gte(1), z.describe("the team's number at the spot")),
    teamsAhead: z.number().check(z.int(), z.gte(0)),
    expectedWaitMin: z.number().check(z.int(), z.gte(0)),
    adultCnt: z.number().check(z.int()),
    childCnt: z.number().check(z.int()),
    status: z.enum(["WAITING", "CALLED", "SEATED", "CANCELLED"]),
    regDttm: z.string().check(z.describe("YYYY-MM-DD HH:mm, Korea time")),
  }),
);

/** A list of spot ids: comma-separated or the field repeated. */
const idList = lazySchema(() =>
  z.pipe(
    z.transform((v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    ),
    z.array(id).check(z.minLength(1), z.maxLength(50)),
  ),
);

export const queueEndpoints = {
  groups: endpoint({
    id: "queue.groups",
    method: "GET",
    path: "/api/queue/groups",
    auth: "service",
    client: "long",
    response: () => z.object({ message: okMessage, groups: z.array(queueGroupSchema) }),
    summary: "Queue service: spot groups (one per mall dining area)",
  }),
  groupSpots: endpoint({
    id: "queue.groupSpots",
    method: "GET",
    path: "/api/queue/groups/:id/spots",
    params: () => z.object({ id }),
    auth: "service",
    client: "long",
    response: () => z.object({ message: okMessage, group: queueGroupSchema, spots: z.array(queueSpotSchema) }),
    summary: "Queue service: the spots of a group with their waiting counts",
  }),
  spotList: endpoint({
    id: "queue.spotList",
    method: "POST",
    path: "/api/queue/spots/list",
    input: () => z.object({ spotIds: idList.check(z.describe("spot ids, comma-separated or repeated (1 to 50)")) }),
    auth: "service",
    client: "long",
    response: () => z.object({ message: okMessage, spots: z.array(queueSpotSchema).check(z.describe("the known spots among spotIds, in the order asked")) }),
    summary: "Queue service: current state of several spots",
  }),
  registerWaiting: endpoint({
    id: "queue.registerWaiting",
    method: "POST",
    path: "/api/queue/spots/:id/waitings",
    params: () => z.object({ id }),
    input: () =>
      z.object({
        phoneNo: z.string().check(z.regex(/^01\d{8,9}$/, "must be a mobile number (digits only)")),
        adultCnt: z.coerce.number().check(z.int(), z.gte(1), z.lte(20)),
        childCnt: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(20)), 0),
        privacyAgreeYn: z.literal("Y", { message: "consent to the use of the phone number is required" }),
      }),
    auth: "service",
    client: "long",
    idempotent: true,
    response: () =>
      z.object({
        message: okMessage,
        waiting: queueWaitingSchema.check(z.describe("the phone's active waiting at the spot (the same one when repeated)")),
        created: z.boolean().check(z.describe("false when the phone already had an active waiting at the spot and that one is returned")),
      }),
    summary: "Queue service: register a waiting at a spot (one active waiting per phone number and spot)",
  }),
} as const;
