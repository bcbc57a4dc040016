import { z } from "zod";
import { okMessage } from "./common.ts";
import { endpoint } from "./endpoint.ts";

/**
 * The external waiting (queue) service (spec part-2 §7 "Queue service": bearer token, 40 s timeout).
 * The reference server serves it under /api/queue/...; every call needs the header
 * `Authorization: Bearer <token>`, where the token is the server's env QUEUE_TOKEN (default in
 * development: QUEUE_DEV_TOKEN); a missing or wrong token answers 401. Request and response shapes
 * are not shown in the spec: they are designed here. POST bodies are form-encoded like the rest of
 * the catalogue.
 */
export const QUEUE_DEV_TOKEN = "dev-queue-token";

const id = z.coerce.number().int().min(1).max(1_000_000_000);
const spotStatus = z.enum(["OPEN", "PAUSED", "CLOSED"]).describe("OPEN: takes waitings; PAUSED: waiting list full or on a break; CLOSED: not open now");

export const queueGroupSchema = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  mallCd: z.string().nullable().describe("two-digit mall code"),
  mallPath: z.string(),
  spotCount: z.number().int().min(0),
  waitingCount: z.number().int().min(0).describe("teams waiting over every spot of the group"),
});

export const queueSpotSchema = z.object({
  spotId: z.number().int(),
  groupId: z.number().int(),
  spotName: z.string(),
  category: z.string(),
  floor: z.string(),
  imgUrl: z.string(),
  status: spotStatus,
  waitingCount: z.number().int().min(0).describe("teams waiting now"),
  expectedWaitMin: z.number().int().min(0).describe("estimated wait for a team registering now, minutes"),
});

export const queueWaitingSchema = z.object({
  waitingId: z.number().int(),
  spotId: z.number().int(),
  spotName: z.string(),
  waitingNo: z.number().int().min(1).describe("the team's number at the spot"),
  teamsAhead: z.number().int().min(0),
  expectedWaitMin: z.number().int().min(0),
  adultCnt: z.number().int(),
  childCnt: z.number().int(),
  status: z.enum(["WAITING", "CALLED", "SEATED", "CANCELLED"]),
  regDttm: z.string().describe("YYYY-MM-DD HH:mm, Korea time"),
});

/** A list of spot ids: comma-separated or the field repeated. */
const idList = z.preprocess((v) => (typeof v === "string" ? v.split(",").map((s) => s.trim()).filter(Boolean) : v), z.array(id).min(1).max(50));

export const queueEndpoints = {
  groups: endpoint({
    id: "queue.groups",
    method: "GET",
    path: "/api/queue/groups",
    client: "long",
    response: z.object({ message: okMessage, groups: z.array(queueGroupSchema) }),
    summary: "Queue service: spot groups (one per mall dining area)",
  }),
  groupSpots: endpoint({
    id: "queue.groupSpots",
    method: "GET",
    path: "/api/queue/groups/:id/spots",
    params: z.object({ id }),
    client: "long",
    response: z.object({ message: okMessage, group: queueGroupSchema, spots: z.array(queueSpotSchema) }),
    summary: "Queue service: the spots of a group with their waiting counts",
  }),
  spotList: endpoint({
    id: "queue.spotList",
    method: "POST",
    path: "/api/queue/spots/list",
    input: z.object({ spotIds: idList.describe("spot ids, comma-separated or repeated (1 to 50)") }),
    client: "long",
    response: z.object({ message: okMessage, spots: z.array(queueSpotSchema).describe("the known spots among spotIds, in the order asked") }),
    summary: "Queue service: current state of several spots",
  }),
  registerWaiting: endpoint({
    id: "queue.registerWaiting",
    method: "POST",
    path: "/api/queue/spots/:id/waitings",
    params: z.object({ id }),
    input: z.object({
      phoneNo: z.string().regex(/^01\d{8,9}$/, "must be a mobile number (digits only)"),
      adultCnt: z.coerce.number().int().min(1).max(20),
      childCnt: z.coerce.number().int().min(0).max(20).default(0),
      privacyAgreeYn: z.literal("Y", { message: "consent to the use of the phone number is required" }),
    }),
    client: "long",
    idempotent: true,
    response: z.object({ message: okMessage, waiting: queueWaitingSchema.describe("the phone's active waiting at the spot (the same one when repeated)") }),
    summary: "Queue service: register a waiting at a spot (one active waiting per phone number and spot)",
  }),
} as const;
