import type { Db } from "../../db/open.ts";
import type { SeedContext } from "../../http/context.ts";
import { kstDttm } from "../../lib/kst.ts";
import { generateTenants, MALL_PROFILES } from "../tenants/index.ts";
import { indexEntries, POPULAR, RECOMMENDED_KEYWORDS } from "./data-index.ts";

/** Seeds the search index, recommended keywords and popular-keyword counts of every mall with stores. */
export function seedSearch(db: Db, ctx: SeedContext): void {
  const entry = db.prepare("INSERT INTO search_index (mall, kind, ref_id, titl, sub_titl, img_uri, strt_dt, end_dt, disp_yn) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
  const setting = db.prepare("INSERT INTO search_setting (mall, keywords) VALUES (?, ?)");
  const stat = db.prepare("INSERT INTO search_keyword_stat (mall, keyword, cnt, last_at) VALUES (?, ?, ?, ?)");
  for (const m of ctx.malls) {
    const profile = MALL_PROFILES[m.path];
    if (!profile || !m.code) continue;
    // Coupons name stores the mall really has (the tenant generator is deterministic per mall).
    const stores = generateTenants(m.path, m.code, profile, ctx.now)
      .filter((t) => t.brand.cate === 52 || t.brand.cate === 51 || t.brand.cate === 21)
      .slice(0, 4)
      .map((t) => t.brand.ko);
    const entries = indexEntries(m.code, ctx.now, { kids: profile.specials.includes("kids"), library: profile.specials.includes("library"), couponStores: stores });
    for (const e of entries) entry.run(m.path, e.kind, e.refId, e.titl, e.sub, e.img, e.strt, e.end, e.disp);
    setting.run(m.path, RECOMMENDED_KEYWORDS);
    for (const [k, n] of POPULAR) stat.run(m.path, k, n, kstDttm(ctx.now.getTime()));
  }
}
