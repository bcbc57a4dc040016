import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { cacheStatements, cachedSql } from "../db/open.ts";
import { pagedSelect } from "./paging.ts";

describe("pagedSelect", () => {
  const db = cacheStatements(new Database(":memory:"));
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, kind TEXT NOT NULL)");
  const insert = db.prepare("INSERT INTO t (id, kind) VALUES (?, ?)");
  for (let id = 1; id <= 25; id++) insert.run(id, id % 5 === 0 ? "b" : "a");
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

  it("answers a page of rows in order with its paging block (positional values)", () => {
    const page = pagedSelect<{ id: number }>(db, { columns: "id", from: "FROM t WHERE kind = ?", params: ["a"], orderBy: "id DESC", pageIndex: 2, perPage: 8 });
    expect(ids(page.rows)).toEqual([14, 13, 12, 11, 9, 8, 7, 6]);
    expect(page.info).toEqual({ currentPageNo: 2, recordCountPerPage: 8, totalRecordCount: 20, totalPageCount: 3 });
  });

  it("takes named values", () => {
    const page = pagedSelect<{ id: number; kind: string }>(db, {
      from: "FROM t WHERE kind = @kind",
      params: { kind: "b" },
      orderBy: "id",
      pageIndex: 2,
      perPage: 3,
    });
    expect(page.rows).toEqual([
      { id: 20, kind: "b" },
      { id: 25, kind: "b" },
    ]);
    expect(page.info.totalRecordCount).toBe(5);
  });

  it("counts no pages for an empty list", () => {
    const page = pagedSelect(db, { from: "FROM t WHERE kind = ?", params: ["c"], orderBy: "id", pageIndex: 1, perPage: 10 });
    expect(page).toEqual({ rows: [], info: { currentPageNo: 1, recordCountPerPage: 10, totalRecordCount: 0, totalPageCount: 0 } });
  });

  it("answers no rows past the last page", () => {
    const page = pagedSelect(db, { from: "FROM t", orderBy: "id", pageIndex: 9, perPage: 10 });
    expect(page.rows).toEqual([]);
    expect(page.info).toEqual({ currentPageNo: 9, recordCountPerPage: 10, totalRecordCount: 25, totalPageCount: 3 });
  });

  it("compiles the same two SQL texts whatever the page and its size", () => {
    const before = cachedSql(db).length;
    for (let pageIndex = 1; pageIndex <= 3; pageIndex++)
      for (const perPage of [1, 7]) pagedSelect(db, { from: "FROM t WHERE id > ?", params: [0], orderBy: "id", pageIndex, perPage });
    expect(cachedSql(db).length - before).toBe(2);
  });
});
