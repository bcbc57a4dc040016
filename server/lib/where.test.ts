import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { likeText, Where } from "./where.ts";

describe("Where", () => {
  const db = new Database(":memory:");
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)");
  const insert = db.prepare("INSERT INTO t (id, name) VALUES (?, ?)");
  for (const [id, name] of [
    [1, "50% off"],
    [2, "500 won"],
    [3, "a_b"],
    [4, "axb"],
    [5, "back\\slash"],
  ] as const)
    insert.run(id, name);
  const ids = (w: Where) => (db.prepare(`SELECT id FROM t ${w.sql} ORDER BY id`).all(...w.args) as { id: number }[]).map((r) => r.id);

  it("joins conditions with AND, keeping their values in order", () => {
    const w = new Where().add("id > ?", 1).add("id < ?", 5);
    expect(w.sql).toBe("WHERE id > ? AND id < ?");
    expect(ids(w)).toEqual([2, 3, 4]);
    expect(new Where().sql).toBe("");
  });

  it("binds a list as one value, so the SQL text is the same whatever its length", () => {
    const two = new Where().in("id", [2, 4]);
    const three = new Where().in("id", [1, 3, 5]);
    expect(two.sql).toBe(three.sql);
    expect(ids(two)).toEqual([2, 4]);
    expect(ids(three)).toEqual([1, 3, 5]);
    expect(new Where().in("id", []).sql).toBe("");
  });

  it("matches a keyword literally, its LIKE wildcards escaped", () => {
    const like = (s: string) => ids(new Where().add("name LIKE ? ESCAPE '\\'", likeText(s)));
    expect(like("%")).toEqual([1]);
    expect(like("_")).toEqual([3]);
    expect(like("\\")).toEqual([5]);
    expect(like("0")).toEqual([1, 2]);
  });
});
