import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { waitingEndpoints as E, type WaitingSpot } from "../../../schemas/api/waiting.ts";
import { HttpError, route, type RouteDef, type ServerMall } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { viaHttps } from "../../http/session.ts";
import { queueClientOf, QueueServiceError, type QueueClient } from "./queue-client.ts";
import { CLAIM_TTL_MS, claimedBy, claimWaiting } from "./store.ts";

// The waiting proxy: the browser's mall-scoped view of the queue service. The service's answers
// are mapped to the app's shapes, its failures to clear answers in the server's own words (the
// service's text is logged, never passed on): what the visitor can fix or must know (unknown spot
// 404, paused or closed 409) keeps its status; anything else is the service's failure (502), or its
// silence past the 40 s timeout (504).

export const NOT_TAKING_MESSAGE = "The spot is not taking waitings now.";

function mapped(e: unknown): never {
  if (!(e instanceof QueueServiceError)) throw e;
  if (e.kind === "timeout") throw new HttpError(504, "The waiting service did not answer in time. Please try again later.");
  if (e.kind === "http" && e.status === 404) throw new HttpError(404, "The spot does not exist.");
  if (e.kind === "http" && e.status === 409) throw new HttpError(409, NOT_TAKING_MESSAGE);
  // A refused token (401/403), a request the service calls bad, its own errors, a redirect, an
  // oversized or broken answer.
  console.error(`waiting proxy: queue service ${e.kind} ${e.status ?? ""}: ${e.message}${e.upstream ? ` (the service said: ${e.upstream})` : ""}`);
  throw new HttpError(502, "The waiting service is not available now. Please try again later.");
}

// A waiting's number, party and time are answered to the browser that registered it, and to no
// other: the first registration sets an HttpOnly cookie (a random token, kept for every waiting of
// that browser at the mall) and records it against the waiting (store.ts); a repeat registration
// of the same phone at the spot gets the waiting only with that cookie, else 409 without details.

/** The registration cookie: a browser's token for its waitings, sent only to the mall's waiting calls. */
export const REGISTRATION_COOKIE = "mall_waiting";
export const ALREADY_REGISTERED_MESSAGE =
  "This phone number is already on the waiting list of this spot. The waiting is shown only on the phone or browser it was registered from.";

const registrationToken = (c: Context): string | null => {
  const v = getCookie(c, REGISTRATION_COOKIE);
  return v && /^[a-f0-9]{64}$/.test(v) ? v : null;
};

function keepRegistrationToken(c: Context, mall: ServerMall, token: string): void {
  setCookie(c, REGISTRATION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: `/api/${mall.path}/waiting`,
    secure: viaHttps(c),
    maxAge: CLAIM_TTL_MS / 1000,
  });
}

async function spotsOf(queue: QueueClient, mall: ServerMall) {
  const { groups } = await queue.groups();
  const group = groups.find((g) => g.mallPath === mall.path);
  if (!group) return { group: null, spots: [] as WaitingSpot[] };
  const { spots } = await queue.groupSpots(group.groupId);
  return {
    group: { groupId: group.groupId, groupName: group.groupName },
    spots: spots.map(({ spotId, spotName, category, floor, imgUrl, status, waitingCount, expectedWaitMin }) => ({
      spotId,
      spotName,
      category,
      floor,
      imgUrl,
      status,
      waitingCount,
      expectedWaitMin,
    })),
  };
}

export const waitingRoutes: readonly RouteDef[] = [
  route(
    E.spots,
    async ({ deps, mall }) => {
      try {
        return { ...ok, ...(await spotsOf(queueClientOf(deps), mall)) };
      } catch (e) {
        return mapped(e);
      }
    },
    () => ({ params: { mall: "hanam" }, input: {} }),
  ),
  route(
    E.register,
    async ({ deps, mall, input, c, now }) => {
      const queue = queueClientOf(deps);
      try {
        // Mall-scoped: only a spot of this mall's group, and only an open one, is sent on.
        const spot = (await spotsOf(queue, mall)).spots.find((s) => s.spotId === input.spotId);
        if (!spot) throw new HttpError(404, "The spot does not exist at this mall.");
        const { waiting, created } = await queue.registerWaiting(spot.spotId, {
          phoneNo: input.phoneNo,
          adultCnt: input.adultCnt,
          childCnt: input.childCnt,
          privacyAgreeYn: "Y",
        });
        const claim = { spotId: waiting.spotId, waitingId: waiting.waitingId, regDttm: waiting.regDttm };
        const token = registrationToken(c);
        if (created) {
          const own = token ?? randomBytes(32).toString("hex");
          claimWaiting(deps.db, claim, own, now);
          keepRegistrationToken(c, mall, own);
        } else if (!token || !claimedBy(deps.db, claim, token, now)) {
          throw new HttpError(409, ALREADY_REGISTERED_MESSAGE, [{ field: "phoneNo", message: "is already on the waiting list of this spot" }]);
        }
        const { spotId, spotName, waitingNo, teamsAhead, expectedWaitMin, adultCnt, childCnt, status, regDttm } = waiting;
        return { ...ok, waiting: { spotId, spotName, waitingNo, teamsAhead, expectedWaitMin, adultCnt, childCnt, status, regDttm, alreadyWaiting: !created } };
      } catch (e) {
        if (e instanceof HttpError) throw e;
        return mapped(e);
      }
    },
    ({ db }) => {
      const spot = db
        .prepare("SELECT MIN(s.spot_id) AS id FROM queue_spots s JOIN queue_groups g ON g.group_id = s.group_id WHERE g.mall = 'hanam' AND s.status = 'OPEN'")
        .get() as { id: number };
      return { params: { mall: "hanam" }, input: { spotId: spot.id, phoneNo: "01012345678", adultCnt: 2, childCnt: 0, privacyAgreeYn: "Y" } };
    },
  ),
];
