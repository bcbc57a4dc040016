import type { Db } from "../../db/open.ts";
import type { SeedContext } from "../../http/context.ts";
import { between } from "../../seed/random.ts";
import { SPOTS, spotImageUri } from "./seed-spots.ts";

const MIN_MS = 60_000;

const randomPhone = (random: () => number) => `010${String(between(random, 0, 99_999_999)).padStart(8, "0")}`;

/** One dining group per mall with eight spots; waiting lists of 0 to 12 teams, plus some seated history. */
export function seedQueue(db: Db, ctx: SeedContext): void {
  const now = ctx.now.getTime();
  const group = db.prepare("INSERT INTO queue_groups (name, mall, mall_cd) VALUES (?, ?, ?)");
  const spot = db.prepare("INSERT INTO queue_spots (group_id, name, category, floor, img_url, status, avg_min) VALUES (?, ?, ?, ?, ?, ?, ?)");
  const waiting = db.prepare(
    "INSERT INTO queue_waitings (spot_id, waiting_no, phone_no, adult_cnt, child_cnt, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  for (const mall of ctx.malls) {
    const groupId = Number(group.run(`${mall.nameKo} 다이닝`, mall.path, mall.code).lastInsertRowid);
    SPOTS.forEach(([name, category, floor], i) => {
      // The last spot is closed and the one before paused, so every state shows.
      const status = i === SPOTS.length - 1 ? "CLOSED" : i === SPOTS.length - 2 ? "PAUSED" : "OPEN";
      const spotId = Number(spot.run(groupId, name, category, floor, spotImageUri(i + 1), status, between(ctx.random, 4, 9)).lastInsertRowid);
      const seated = between(ctx.random, 3, 8);
      const waitingTeams = status === "CLOSED" ? 0 : between(ctx.random, i === 0 ? 3 : 0, 12);
      for (let n = 1; n <= seated + waitingTeams; n++) {
        const st = n <= seated ? "SEATED" : "WAITING";
        const at = now - (seated + waitingTeams - n + 1) * between(ctx.random, 3, 7) * MIN_MS;
        waiting.run(spotId, n, randomPhone(ctx.random), between(ctx.random, 1, 4), between(ctx.random, 0, 2), st, at);
      }
    });
  }
}
