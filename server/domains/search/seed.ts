import type { Db } from "../../db/open.ts";
import type { SeedContext } from "../../http/context.ts";
import { kstDate } from "../../lib/kst.ts";
import { MALL_PROFILES } from "../tenants/index.ts";
import { POPULAR, RECOMMENDED_KEYWORDS } from "./data-index.ts";
import { keywordKey, shownKeyword } from "./popular.ts";

/**
 * Seeds the recommended keywords and the popular keywords of every mall with stores: each popular
 * keyword searched on the seed's day by as many distinct (seed) clients as its count, so the list
 * shows from the start and, like any count, leaves the window a week later.
 */
export function seedSearch(db: Db, ctx: SeedContext): void {
  const setting = db.prepare("INSERT INTO search_setting (mall, keywords) VALUES (?, ?)");
  const hit = db.prepare("INSERT INTO search_keyword_hits (mall, keyword, day, client, shown, at) VALUES (?, ?, ?, ?, ?, ?)");
  const now = ctx.now.getTime();
  const day = kstDate(now);
  const popular = POPULAR.map(([k, n]) => [keywordKey(k), shownKeyword(k), n] as const);
  for (const m of ctx.malls) {
    if (!MALL_PROFILES[m.path] || !m.code) continue;
    setting.run(m.path, RECOMMENDED_KEYWORDS);
    for (const [key, shown, n] of popular) for (let i = 1; i <= n; i++) hit.run(m.path, key, day, `seed:${i}`, shown, now);
  }
}
