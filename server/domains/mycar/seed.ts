import type { Db } from "../../db/open.ts";
import type { SeedContext } from "../../http/context.ts";
import { between, pick } from "../../seed/random.ts";
import { DEMO_DEVICE_ID } from "../member/index.ts";

const PLATE_SYLLABLES = [
  "가",
  "나",
  "다",
  "라",
  "마",
  "거",
  "너",
  "더",
  "러",
  "머",
  "버",
  "서",
  "어",
  "저",
  "고",
  "노",
  "도",
  "로",
  "모",
  "보",
  "소",
  "오",
  "조",
  "구",
  "누",
  "두",
  "루",
  "무",
  "부",
  "수",
  "우",
  "주",
  "하",
  "허",
  "호",
] as const;
/** Big malls have four basement levels, the others three. */
const FOUR_LEVELS = new Set(["01", "02", "03", "09", "08"]);
export const PARKED_PER_MALL = 30;
/** Where demo member 1's car (123가4567) is parked at Hanam. */
export const DEMO_PARKED = { carNum: "123가4567", floor: "B2", zone: "B2 C-14" } as const;

/** Owner key of a registered car: a member's or a device's. */
export const ownerKey = (o: { custId?: string; uuid?: string }) => (o.custId ? `C:${o.custId}` : `D:${o.uuid}`);

/** Parking floors and parked cars (4-digit numbers) for every mall with a code; a few registered cars. */
export function seedMyCar(db: Db, ctx: SeedContext): void {
  const { random } = ctx;
  const nowMs = ctx.now.getTime();
  const insertFloor = db.prepare("INSERT INTO parking_floors (bcn_cd, floor, disp_ord, total_cnt, park_cnt) VALUES (?, ?, ?, ?, ?)");
  const insertCar = db.prepare("INSERT INTO parked_cars (bcn_cd, car_num, last4, floor, zone, parked_at) VALUES (?, ?, ?, ?, ?, ?)");
  for (const mall of ctx.malls) {
    if (!mall.code) continue;
    const floors = FOUR_LEVELS.has(mall.code) ? ["B1", "B2", "B3", "B4"] : ["B1", "B2", "B3"];
    floors.forEach((floor, i) => {
      const total = 50 * between(random, 7, 18);
      insertFloor.run(mall.code, floor, i + 1, total, Math.round(total * (0.35 + random() * 0.6)));
    });
    // Two cars of each mall share their last four digits: the finder then lists both.
    let shared = "";
    for (let i = 0; i < PARKED_PER_MALL; i++) {
      const last4 = i === 1 ? shared : String(between(random, 1000, 9999));
      if (i === 0) shared = last4;
      const floor = pick(random, floors);
      const zone = `${floor} ${pick(random, ["A", "B", "C", "D", "E"])}-${between(random, 1, 40)}`;
      insertCar.run(
        mall.code,
        `${between(random, 10, 399)}${pick(random, PLATE_SYLLABLES)}${last4}`,
        last4,
        floor,
        zone,
        nowMs - between(random, 5, 600) * 60_000,
      );
    }
  }
  // Demo member 1's registered car is parked at Hanam today, so "find my car" from the member's list shows it.
  const hanam = ctx.malls.find((m) => m.code === "01");
  if (hanam) insertCar.run("01", DEMO_PARKED.carNum, DEMO_PARKED.carNum.slice(-4), DEMO_PARKED.floor, DEMO_PARKED.zone, nowMs - 95 * 60_000);
  const insertMine = db.prepare("INSERT INTO my_cars (owner, cust_id, uuid, car_num, reg_at) VALUES (?, ?, ?, ?, ?)");
  insertMine.run(ownerKey({ custId: "M0000001" }), "M0000001", "", "123가4567", nowMs - 40 * 86_400_000);
  insertMine.run(ownerKey({ custId: "M0000002" }), "M0000002", "", "67다1004", nowMs - 12 * 86_400_000);
  insertMine.run(ownerKey({ uuid: DEMO_DEVICE_ID }), "", DEMO_DEVICE_ID, "45나6789", nowMs - 5 * 86_400_000);
}
