import type { Db } from "../../db/open.ts";
import type { SeedContext } from "../../http/context.ts";
import { DAY_MS, kstDttm, kstInstant, kstYmd } from "../../lib/kst.ts";
import { between, pick } from "../../seed/random.ts";
import { CARD_NAMES, EVERYDAY_TENANTS, LUXURY_TENANTS, type SeedTenant } from "./seed-tenants.ts";

/** Malls whose receipts the seed writes, and each member's shopping pattern (mall code → weight). */
const PLANS = [
  { custId: "M0000001", count: 58, malls: { "01": 5, "02": 2, "03": 1, "04": 1, "09": 2 }, luxuryEvery: 12, skipMonthsBack: null },
  // Demo member 2 shopped nowhere in the month two before the current one: an empty month to show.
  { custId: "M0000002", count: 18, malls: { "02": 4, "01": 2, "03": 1 }, luxuryEvery: 0, skipMonthsBack: 2 },
  { custId: "M0000003", count: 8, malls: { "09": 3, "01": 1 }, luxuryEvery: 0, skipMonthsBack: null },
] as const;

/** Receipts reach 120 days back (the list shows 90: older ones exist but fall outside "all"). */
export const RECEIPT_SEED_DAYS = 120;

export const tenantCode = (bcnCd: string, index: number) => `T${bcnCd}${String(index).padStart(3, "0")}`;

function weighted(random: () => number, weights: Record<string, number>): string {
  const entries = Object.entries(weights);
  let r = random() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [k, w] of entries) if ((r -= w) < 0) return k;
  return entries[0]![0];
}

function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function monthsBack(nowMs: number, n: number): string {
  const ymd = kstYmd(nowMs);
  const months = Number(ymd.slice(0, 4)) * 12 + Number(ymd.slice(4, 6)) - 1 - n;
  return `${Math.floor(months / 12)}${String((months % 12) + 1).padStart(2, "0")}`;
}

/** Receipts of the demo members over the last 120 days across several malls, relative to ctx.now. */
export function seedReceipts(db: Db, ctx: SeedContext): void {
  const { random } = ctx;
  const nowMs = ctx.now.getTime();
  const mallNames = new Map(ctx.malls.filter((m) => m.code).map((m) => [m.code!, m.nameKo]));
  const insert = db.prepare(
    `INSERT INTO receipts (cust_id, bcn_cd, bcn_nm, sale_dt, sale_tm, tnt_cd, tnt_nm_ko, biz_no, pos_no, tran_no, amount, sclass_yn, card_nm, card_last4, approval_no, items)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let tran = 0;
  for (const plan of PLANS) {
    const skip = plan.skipMonthsBack === null ? null : monthsBack(nowMs, plan.skipMonthsBack);
    const malls = Object.fromEntries(Object.entries(plan.malls).filter(([code]) => mallNames.has(code)));
    if (Object.keys(malls).length === 0) continue;
    for (let i = 0; i < plan.count; i++) {
      const luxury = plan.luxuryEvery > 0 && i % plan.luxuryEvery === 3 && mallNames.has("01");
      const bcnCd = luxury ? "01" : weighted(random, malls);
      const tenantIndex = luxury ? 101 + between(random, 0, LUXURY_TENANTS.length - 1) : between(random, 0, EVERYDAY_TENANTS.length - 1) + 1;
      const tenant: SeedTenant = luxury ? LUXURY_TENANTS[tenantIndex - 101]! : EVERYDAY_TENANTS[tenantIndex - 1]!;
      let at: number;
      do {
        const day = kstYmd(nowMs - between(random, 0, RECEIPT_SEED_DAYS - 1) * DAY_MS);
        at = kstInstant(Number(day.slice(0, 4)), Number(day.slice(4, 6)), Number(day.slice(6, 8)), 10, 30 + between(random, 0, 670), between(random, 0, 59));
        if (at > nowMs - 10 * 60_000) at -= DAY_MS;
      } while (skip !== null && kstYmd(at).startsWith(skip));
      const lines = shuffled(random, tenant.items)
        .slice(0, luxury ? 1 : between(random, 1, 3))
        .map(([name, price]) => ({ name, qty: luxury ? 1 : between(random, 1, 2), price }));
      const amount = lines.reduce((s, l) => s + l.qty * l.price, 0);
      tran += between(random, 1, 9);
      insert.run(
        plan.custId,
        bcnCd,
        mallNames.get(bcnCd)!,
        kstYmd(at),
        kstDttm(at).slice(11, 19).replace(/:/g, ""),
        tenantCode(bcnCd, tenantIndex),
        tenant.name,
        `${120 + tenantIndex}-${String(81 + Number(bcnCd)).padStart(2, "0")}-${String(10007 + tenantIndex * 389).slice(-5)}`,
        String(between(random, 1, 6)).padStart(2, "0"),
        String(100000 + tran).slice(-6),
        amount,
        tenant.sclass ? "Y" : "N",
        pick(random, CARD_NAMES),
        String(between(random, 1000, 9999)),
        String(between(random, 10_000_000, 99_999_999)),
        JSON.stringify(lines),
      );
    }
  }
}
