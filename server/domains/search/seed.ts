import type { Db } from "../../db/open.ts";
import type { SeedContext } from "../../http/context.ts";
import { kstDttm } from "../../lib/kst.ts";
import { MALL_PROFILES } from "../tenants/index.ts";
import { POPULAR, RECOMMENDED_KEYWORDS } from "./data-index.ts";

/** Seeds the recommended keywords and popular-keyword counts of every mall with stores. */
export function seedSearch(db: Db, ctx: SeedContext): void {
  const setting = db.prepare("INSERT INTO search_setting (mall, keywords) VALUES (?, ?)");
  const stat = db.prepare("INSERT INTO search_keyword_stat (mall, keyword, cnt, last_at) VALUES (?, ?, ?, ?)");
  for (const m of ctx.malls) {
    if (!MALL_PROFILES[m.path] || !m.code) continue;
    setting.run(m.path, RECOMMENDED_KEYWORDS);
    for (const [k, n] of POPULAR) stat.run(m.path, k, n, kstDttm(ctx.now.getTime()));
  }
}
