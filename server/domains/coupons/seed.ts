import type { Db } from "../../db/open.ts";
import type { SeedContext, ServerMall } from "../../http/context.ts";
import { addDays, kstDate, kstDttm } from "../../lib/kst.ts";
import { between } from "../../seed/random.ts";
import { couponImageUri } from "./seed-images.ts";
import { COUPON_TEMPLATES, couponConditions } from "./seed-text.ts";
import { insertCoupon } from "./store.ts";

/** Malls that run events, coupons and promotions (every mall but the landing pages). */
export const EVENT_BRANDS = new Set(["main", "city", "centerfield", "suwon", "granseoul"]);
export const eventMalls = (malls: readonly ServerMall[]) => malls.filter((m) => EVENT_BRANDS.has(m.brand));

const DEMO_MEMBER = "M0000001";
const DEMO_DEVICE = "DEMO-DEVICE-0001";

/** Eight current coupons and one ended coupon per mall; the demo member holds two at hanam (one used). */
export function seedCoupons(db: Db, ctx: SeedContext): void {
  const nowMs = ctx.now.getTime();
  const today = kstDate(nowMs);
  const issue = db.prepare(
    "INSERT INTO coupon_issues (cp_seq, holder_type, holder_id, src, cert_no, vou_iss_no, iss_dttm, use_yn, use_dttm) VALUES (?, ?, ?, 'SEED', ?, ?, ?, ?, ?)",
  );
  const certNo = () => Array.from({ length: 16 }, () => between(ctx.random, 0, 9)).join("");
  for (const mall of eventMalls(ctx.malls)) {
    const start = between(ctx.random, 0, COUPON_TEMPLATES.length - 1);
    const picked = Array.from({ length: 9 }, (_, i) => COUPON_TEMPLATES[(start + i) % COUPON_TEMPLATES.length]!);
    const seqs = picked.map((t, i) => {
      const ended = i === 8;
      const downStrt = addDays(today, ended ? -40 : -between(ctx.random, 1, 20));
      const downEnd = addDays(today, ended ? -3 : between(ctx.random, 5, 40));
      return insertCoupon(db, {
        mall: mall.path,
        cp_titl: t.titl,
        tnt_nm_ko: t.tnt,
        cp_type: t.type,
        dc_txt: t.dc,
        img_uri: couponImageUri(t.img),
        cp_cont: couponConditions(mall.nameKo, t.tnt),
        mbr_only_yn: t.mbrOnly,
        down_strt_dt: downStrt,
        down_end_dt: downEnd,
        use_strt_dt: downStrt,
        use_end_dt: addDays(downEnd, 7),
        tot_qty: t.qty ?? null,
        sort_ord: i + 1,
      });
    });
    if (mall.path !== "hanam") continue;
    const yesterday = kstDttm(nowMs - 24 * 3600_000);
    const vou = (i: number) => (picked[i]!.type === "VOU" ? `V${today.replace(/-/g, "")}${certNo().slice(0, 8)}` : null);
    const forDevice = picked.findIndex((t, i) => i > 1 && i < 8 && t.mbrOnly === "N");
    issue.run(seqs[0], "M", DEMO_MEMBER, certNo(), vou(0), yesterday, "N", null);
    issue.run(seqs[1], "M", DEMO_MEMBER, certNo(), vou(1), yesterday, "Y", kstDttm(nowMs - 20 * 3600_000));
    issue.run(seqs[forDevice], "D", DEMO_DEVICE, certNo(), vou(forDevice), yesterday, "N", null);
  }
}
