import { mycarEndpoints as ep } from "../../../schemas/api/mycar.ts";
import type { Db } from "../../db/open.ts";
import { HttpError, route, type RouteDef } from "../../http/context.ts";
import { ok } from "../../http/register.ts";
import type { Session } from "../../http/session.ts";
import { kstDttm } from "../../lib/kst.ts";
import { DEMO_DEVICE_ID } from "../member/index.ts";
import { carImageUri } from "./seed-images.ts";
import { ownerKey } from "./seed.ts";

export const MAX_CARS_PER_OWNER = 5;
export const NO_VEHICLE_MESSAGE = "No vehicle information was found for the entered car number.";

/** Whose cars a request is about: the session's member, else the device; a customer id needs its session. */
function ownerOf(session: Session | null, uuid: string | undefined, ...custIds: (string | undefined)[]): { custId?: string; uuid?: string } {
  for (const id of custIds) {
    if (!id) continue;
    if (!session) throw new HttpError(401, "login required");
    if (id !== session.custId) throw new HttpError(403, "this customer id does not belong to the session");
  }
  if (session) return { custId: session.custId };
  if (uuid) return { uuid };
  throw new HttpError(400, "invalid request", [{ field: "uuid", message: "is required when not logged in" }]);
}

interface MyCarRow {
  car_num_seq: number;
  car_num: string;
  uuid: string;
  cust_id: string;
  reg_at: number;
}

const carsOf = (db: Db, owner: string) =>
  db.prepare<[string], MyCarRow>("SELECT car_num_seq, car_num, uuid, cust_id, reg_at FROM my_cars WHERE owner = ? ORDER BY car_num_seq").all(owner);
const maskPlate = (plate: string) => plate.replace(/^\d+/, (d) => "*".repeat(d.length));

export const mycarRoutes: readonly RouteDef[] = [
  route(
    ep.list,
    ({ deps, session, input }) => {
      const owner = ownerOf(session, input.uuid, input.cust_id, input.custid);
      return {
        ...ok,
        resultList: carsOf(deps.db, ownerKey(owner)).map((r) => ({
          car_num_seq: r.car_num_seq,
          car_num: r.car_num,
          uuid: r.uuid,
          cust_id: r.cust_id,
          reg_dttm: kstDttm(r.reg_at),
        })),
      };
    },
    ({ memberCustId }) => ({ params: {}, input: { cust_id: memberCustId }, as: "member" }),
  ),
  route(
    ep.save,
    ({ deps, session, input, now }) => {
      const owner = ownerOf(session, input.uuid, input.cust_id, input.custid);
      const key = ownerKey(owner);
      const seq = deps.db.transaction(() => {
        const existing = deps.db
          .prepare<[string, string], { car_num_seq: number }>("SELECT car_num_seq FROM my_cars WHERE owner = ? AND car_num = ?")
          .get(key, input.car_num);
        if (existing) return existing.car_num_seq;
        const n = deps.db.prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM my_cars WHERE owner = ?").get(key)!.n;
        if (n >= MAX_CARS_PER_OWNER) throw new HttpError(409, `You can register up to ${MAX_CARS_PER_OWNER} cars.`);
        deps.db
          .prepare("INSERT INTO my_cars (owner, cust_id, uuid, car_num, reg_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (owner, car_num) DO NOTHING")
          .run(key, owner.custId ?? "", owner.custId ? "" : (owner.uuid ?? ""), input.car_num, now);
        return deps.db
          .prepare<[string, string], { car_num_seq: number }>("SELECT car_num_seq FROM my_cars WHERE owner = ? AND car_num = ?")
          .get(key, input.car_num)!.car_num_seq;
      })();
      return { ...ok, car_num_seq: seq };
    },
    () => ({ params: {}, input: { uuid: DEMO_DEVICE_ID, car_num: "78라2468" } }),
  ),
  route(
    ep.remove,
    ({ deps, session, input }) => {
      const owner = ownerOf(session, input.uuid, input.custId, input.custid);
      const res = deps.db
        .prepare("DELETE FROM my_cars WHERE car_num_seq = ? AND car_num = ? AND owner = ?")
        .run(input.car_num_seq, input.car_num, ownerKey(owner));
      if (res.changes === 0) throw new HttpError(404, "No such registered car.");
      return ok;
    },
    ({ db }) => {
      const car = db
        .prepare<[string], { car_num_seq: number; car_num: string }>("SELECT car_num_seq, car_num FROM my_cars WHERE uuid = ? ORDER BY car_num_seq LIMIT 1")
        .get(DEMO_DEVICE_ID);
      return { params: {}, input: { car_num: car?.car_num ?? "45나6789", car_num_seq: String(car?.car_num_seq ?? 3), uuid: DEMO_DEVICE_ID } };
    },
  ),
  route(
    ep.search,
    ({ deps, mall, input }) => {
      const cars = deps.db
        .prepare<[string, string], { id: number; car_num: string; floor: string; zone: string; parked_at: number }>(
          "SELECT id, car_num, floor, zone, parked_at FROM parked_cars WHERE bcn_cd = ? AND last4 = ? ORDER BY parked_at DESC",
        )
        .all(mall.code ?? "", input.carNumber);
      if (cars.length === 0) throw new HttpError(404, NO_VEHICLE_MESSAGE);
      return {
        ...ok,
        resultList: cars.map((c) => ({
          carNum: maskPlate(c.car_num),
          floor: c.floor,
          zone: c.zone,
          parkingDttm: kstDttm(c.parked_at).slice(0, 16),
          carImgUrl: carImageUri(c.id),
        })),
      };
    },
    ({ db }) => {
      const car = db.prepare<[], { last4: string }>("SELECT last4 FROM parked_cars WHERE bcn_cd = '01' ORDER BY id LIMIT 1").get();
      return { params: { mall: "hanam" }, input: { carNumber: car?.last4 ?? "1234" } };
    },
  ),
  route(
    ep.parkingCount,
    ({ deps, mall, now }) => ({
      ...ok,
      updDttm: kstDttm(now),
      resultList: deps.db
        .prepare<[string], { floor: string; total_cnt: number; park_cnt: number }>(
          "SELECT floor, total_cnt, park_cnt FROM parking_floors WHERE bcn_cd = ? ORDER BY disp_ord",
        )
        .all(mall.code ?? "")
        .map((f) => ({ floor: f.floor, totalCnt: f.total_cnt, parkCnt: f.park_cnt, emptyCnt: f.total_cnt - f.park_cnt })),
    }),
    () => ({ params: { mall: "hanam" }, input: {} }),
  ),
];
