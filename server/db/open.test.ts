import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { cacheStatements, cachedSql, openDb, STATEMENT_CACHE_SIZE } from "./open.ts";

const sql = (n: number) => `SELECT ${n} AS n`;

describe("statement cache", () => {
  it("compiles a SQL text once and hands the same statement back", () => {
    const db = cacheStatements(new Database(":memory:"));
    const first = db.prepare(sql(1));
    expect(db.prepare(sql(1))).toBe(first);
    expect(cachedSql(db)).toEqual([sql(1)]);
  });

  it("keeps at most its capacity, dropping the least recently used text", () => {
    const db = cacheStatements(new Database(":memory:"), 3);
    const one = db.prepare(sql(1));
    db.prepare(sql(2));
    db.prepare(sql(3));
    db.prepare(sql(1)); // 1 is now the most recent; 2 is the least
    db.prepare(sql(4));
    expect(cachedSql(db)).toEqual([sql(3), sql(1), sql(4)]);
    expect(db.prepare(sql(1))).toBe(one);
    const two = db.prepare(sql(2)); // compiled again, evicting 3
    expect(two.get()).toEqual({ n: 2 });
    expect(cachedSql(db)).toEqual([sql(4), sql(1), sql(2)]);
  });

  it("bounds a database opened by openDb at STATEMENT_CACHE_SIZE", () => {
    const db = openDb(":memory:");
    for (let i = 0; i < STATEMENT_CACHE_SIZE + 50; i++) expect(db.prepare(sql(i)).get()).toEqual({ n: i });
    const kept = cachedSql(db);
    expect(kept).toHaveLength(STATEMENT_CACHE_SIZE);
    expect(kept[0]).toBe(sql(50));
    expect(kept.at(-1)).toBe(sql(STATEMENT_CACHE_SIZE + 49));
    db.close();
  });
});
