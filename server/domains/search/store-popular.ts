import type { Db } from "../../db/open.ts";
import { DAY_MS, kstDate } from "../../lib/kst.ts";
import { keywordKey, POPULAR_LIST_SIZE, POPULAR_MAX_PER_CLIENT_DAY, POPULAR_MIN_CLIENTS, POPULAR_WINDOW_DAYS, shownKeyword } from "./popular.ts";

// The popular keywords' counts: one row per mall, keyword key, Seoul day and client
// (search_keyword_hits); rows older than the window are deleted as new ones come.

/** The first Seoul day inside the window ending at nowMs. */
const windowStart = (nowMs: number) => kstDate(nowMs - (POPULAR_WINDOW_DAYS - 1) * DAY_MS);

/** Counts a client's search of a keyword (once per day), unless the client already added its share of keywords today. */
export function countKeyword(db: Db, mall: string, keyword: string, client: string, nowMs: number): void {
  const key = keywordKey(keyword);
  const day = kstDate(nowMs);
  db.transaction(() => {
    db.prepare("DELETE FROM search_keyword_hits WHERE mall = ? AND day < ?").run(mall, windowStart(nowMs));
    const seen = db.prepare("SELECT 1 FROM search_keyword_hits WHERE mall = ? AND keyword = ? AND day = ? AND client = ?").get(mall, key, day, client);
    if (!seen) {
      const today = db
        .prepare<[string, string, string], { n: number }>("SELECT COUNT(*) AS n FROM search_keyword_hits WHERE mall = ? AND client = ? AND day = ?")
        .get(mall, client, day)!.n;
      if (today >= POPULAR_MAX_PER_CLIENT_DAY) return;
    }
    db.prepare(
      `INSERT INTO search_keyword_hits (mall, keyword, day, client, shown, at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (mall, keyword, day, client) DO UPDATE SET shown = excluded.shown, at = excluded.at`,
    ).run(mall, key, day, client, shownKeyword(keyword), nowMs);
  })();
}

/**
 * The mall's popular keywords at nowMs: those searched by POPULAR_MIN_CLIENTS distinct clients within
 * the window, most clients first (then the most recently searched), each in its latest spelling.
 */
export function popularKeywords(db: Db, mall: string, nowMs: number): string[] {
  return db
    .prepare<[string, string, number, number], { shown: string }>(
      // SQLite takes a bare column (shown) from the row where the one max() is reached: the latest spelling.
      `SELECT shown, MAX(at) AS last, COUNT(DISTINCT client) AS clients FROM search_keyword_hits WHERE mall = ? AND day >= ?
       GROUP BY keyword HAVING clients >= ? ORDER BY clients DESC, last DESC, keyword LIMIT ?`,
    )
    .all(mall, windowStart(nowMs), POPULAR_MIN_CLIENTS, POPULAR_LIST_SIZE)
    .map((r) => r.shown);
}
