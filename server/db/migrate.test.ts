import { describe, expect, it } from "vitest";
import { migrate } from "./migrate.ts";
import { openDb } from "./open.ts";

describe("migrate", () => {
  it("runs each step once, SQL or a function (a value computed in JavaScript), and rolls a failed step back", () => {
    const db = openDb(":memory:");
    const steps = [
      "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL); INSERT INTO notes (text) VALUES ('a'), ('b')",
      (d: typeof db) => {
        d.exec("ALTER TABLE notes ADD COLUMN upper TEXT");
        for (const n of d.prepare("SELECT id, text FROM notes").all() as { id: number; text: string }[])
          d.prepare("UPDATE notes SET upper = ? WHERE id = ?").run(n.text.toUpperCase(), n.id);
      },
    ];
    expect(migrate(db, [{ domain: "notes", migrations: steps }])).toBe(2);
    expect(db.prepare("SELECT upper FROM notes ORDER BY id").pluck().all()).toEqual(["A", "B"]);
    expect(migrate(db, [{ domain: "notes", migrations: steps }])).toBe(0);

    const failing = (d: typeof db) => {
      d.exec("INSERT INTO notes (text) VALUES ('c')");
      throw new Error("cannot compute");
    };
    expect(() => migrate(db, [{ domain: "notes", migrations: [...steps, failing] }])).toThrow("cannot compute");
    expect(db.prepare("SELECT COUNT(*) FROM notes").pluck().get()).toBe(2);
    expect(db.prepare("SELECT MAX(version) FROM schema_migrations WHERE domain = 'notes'").pluck().get()).toBe(2);
  });
});
