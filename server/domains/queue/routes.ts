import { QUEUE_DEV_TOKEN, queueEndpoints } from "../../../schemas/api/queue.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import { kstMinute } from "../../lib/kst.ts";

// Examples are sent to a server with the default settings: the development token.
const auth = () => ({ authorization: `Bearer ${QUEUE_DEV_TOKEN}` });

interface GroupRow {
  group_id: number;
  name: string;
  mall: string;
  mall_cd: string | null;
  spot_count: number;
  waiting_count: number;
}

interface SpotRow {
  spot_id: number;
  group_id: number;
  name: string;
  category: string;
  floor: string;
  img_url: string;
  status: "OPEN" | "PAUSED" | "CLOSED";
  avg_min: number;
  waiting_count: number;
}

interface WaitingRow {
  waiting_id: number;
  spot_id: number;
  waiting_no: number;
  adult_cnt: number;
  child_cnt: number;
  status: "WAITING" | "CALLED" | "SEATED" | "CANCELLED";
  created_at: number;
}

const waitingCount = "(SELECT COUNT(*) FROM queue_waitings w WHERE w.spot_id = s.spot_id AND w.status = 'WAITING')";
const GROUPS_SQL = `SELECT g.*, (SELECT COUNT(*) FROM queue_spots s WHERE s.group_id = g.group_id) AS spot_count,
  (SELECT COUNT(*) FROM queue_waitings w JOIN queue_spots s ON s.spot_id = w.spot_id WHERE s.group_id = g.group_id AND w.status = 'WAITING') AS waiting_count FROM queue_groups g`;
const SPOTS_SQL = `SELECT s.*, ${waitingCount} AS waiting_count FROM queue_spots s`;

const groupOut = (g: GroupRow) => ({
  groupId: g.group_id,
  groupName: g.name,
  mallCd: g.mall_cd,
  mallPath: g.mall,
  spotCount: g.spot_count,
  waitingCount: g.waiting_count,
});
const spotOut = (s: SpotRow) => ({
  spotId: s.spot_id,
  groupId: s.group_id,
  spotName: s.name,
  category: s.category,
  floor: s.floor,
  imgUrl: s.img_url,
  status: s.status,
  waitingCount: s.waiting_count,
  expectedWaitMin: s.waiting_count * s.avg_min,
});

function findSpot(db: Db, id: number): SpotRow {
  const s = db.prepare(`${SPOTS_SQL} WHERE s.spot_id = ?`).get(id) as SpotRow | undefined;
  if (!s) throw new HttpError(404, "The spot does not exist.");
  return s;
}

const activeWaiting = (db: Db, spotId: number, phone: string) =>
  db.prepare("SELECT * FROM queue_waitings WHERE spot_id = ? AND phone_no = ? AND status IN ('WAITING', 'CALLED')").get(spotId, phone) as
    | WaitingRow
    | undefined;

const firstOpenSpot = (db: Db) =>
  String(
    (
      db
        .prepare("SELECT MIN(s.spot_id) AS id FROM queue_spots s JOIN queue_groups g ON g.group_id = s.group_id WHERE g.mall = 'hanam' AND s.status = 'OPEN'")
        .get() as { id: number }
    ).id,
  );

export const queueRoutes: readonly RouteDef[] = [
  route(
    queueEndpoints.groups,
    ({ deps }) => {
      return { ...ok, groups: (deps.db.prepare(`${GROUPS_SQL} ORDER BY g.group_id`).all() as GroupRow[]).map(groupOut) };
    },
    () => ({ params: {}, input: {}, headers: auth() }),
  ),

  route(
    queueEndpoints.groupSpots,
    ({ deps, params }) => {
      const g = deps.db.prepare(`${GROUPS_SQL} WHERE g.group_id = ?`).get(params.id) as GroupRow | undefined;
      if (!g) throw new HttpError(404, "The group does not exist.");
      return {
        ...ok,
        group: groupOut(g),
        spots: (deps.db.prepare(`${SPOTS_SQL} WHERE s.group_id = ? ORDER BY s.spot_id`).all(g.group_id) as SpotRow[]).map(spotOut),
      };
    },
    ({ db }) => ({
      params: { id: String((db.prepare("SELECT group_id FROM queue_groups WHERE mall = 'hanam'").get() as { group_id: number }).group_id) },
      input: {},
      headers: auth(),
    }),
  ),

  route(
    queueEndpoints.spotList,
    ({ deps, input }) => {
      const rows = deps.db.prepare(`${SPOTS_SQL} WHERE s.spot_id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(input.spotIds)) as SpotRow[];
      const byId = new Map(rows.map((r) => [r.spot_id, r]));
      return { ...ok, spots: [...new Set(input.spotIds)].flatMap((id) => (byId.has(id) ? [spotOut(byId.get(id)!)] : [])) };
    },
    ({ db }) => ({ params: {}, input: { spotIds: `${firstOpenSpot(db)},${Number(firstOpenSpot(db)) + 1}` }, headers: auth() }),
  ),

  route(
    queueEndpoints.registerWaiting,
    ({ deps, params, input, now }) => {
      const db = deps.db;
      const spot = findSpot(db, params.id);
      let created = false;
      const w = db.transaction(() => {
        const existing = activeWaiting(db, spot.spot_id, input.phoneNo);
        if (existing) return existing;
        if (spot.status !== "OPEN") throw new HttpError(409, spot.status === "PAUSED" ? "The spot is not taking waitings for now." : "The spot is closed.");
        const next = (db.prepare("SELECT COALESCE(MAX(waiting_no), 0) + 1 AS n FROM queue_waitings WHERE spot_id = ?").get(spot.spot_id) as { n: number }).n;
        created =
          db
            .prepare(
              `INSERT INTO queue_waitings (spot_id, waiting_no, phone_no, adult_cnt, child_cnt, status, created_at) VALUES (?, ?, ?, ?, ?, 'WAITING', ?)
           ON CONFLICT (spot_id, phone_no) WHERE status IN ('WAITING', 'CALLED') DO NOTHING`,
            )
            .run(spot.spot_id, next, input.phoneNo, input.adultCnt, input.childCnt, now).changes > 0;
        return activeWaiting(db, spot.spot_id, input.phoneNo)!;
      })();
      const ahead = (
        db.prepare("SELECT COUNT(*) AS n FROM queue_waitings WHERE spot_id = ? AND status = 'WAITING' AND waiting_no < ?").get(spot.spot_id, w.waiting_no) as {
          n: number;
        }
      ).n;
      return {
        ...ok,
        waiting: {
          waitingId: w.waiting_id,
          spotId: spot.spot_id,
          spotName: spot.name,
          waitingNo: w.waiting_no,
          teamsAhead: ahead,
          expectedWaitMin: ahead * spot.avg_min,
          adultCnt: w.adult_cnt,
          childCnt: w.child_cnt,
          status: w.status,
          regDttm: kstMinute(w.created_at),
        },
        created,
      };
    },
    ({ db }) => ({ params: { id: firstOpenSpot(db) }, input: { phoneNo: "01012345678", adultCnt: 2, childCnt: 1, privacyAgreeYn: "Y" }, headers: auth() }),
  ),
];
