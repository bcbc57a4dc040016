import { waitingEndpoints as E, type WaitingSpot } from "../../../schemas/api/waiting.ts";
import { HttpError, route, type RouteDef, type ServerMall } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { queueClientOf, QueueServiceError, type QueueClient } from "./queue-client.ts";

// The waiting proxy: the browser's mall-scoped view of the queue service. The service's answers
// are mapped to the app's shapes, its failures to clear answers: what the visitor can fix or must
// know (unknown spot 404, paused or closed 409) passes through; anything else is the service's
// failure (502), or its silence past the 40 s timeout (504).

function mapped(e: unknown): never {
  if (!(e instanceof QueueServiceError)) throw e;
  if (e.kind === "timeout") throw new HttpError(504, "The waiting service did not answer in time. Please try again later.");
  if (e.kind === "http" && e.status === 404) throw new HttpError(404, "The spot does not exist.");
  if (e.kind === "http" && e.status === 409) throw new HttpError(409, e.message);
  // A refused token (401/403), a request the service calls bad, its own errors, a broken answer.
  console.error(`waiting proxy: queue service ${e.kind} ${e.status ?? ""}: ${e.message}`);
  throw new HttpError(502, "The waiting service is not available now. Please try again later.");
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
    async ({ deps, mall, input }) => {
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
