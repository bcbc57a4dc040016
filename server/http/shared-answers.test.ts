import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { eventsEndpoints } from "../../schemas/api/events.ts";
import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { domains } from "../domains.ts";
import { loginAsDemo } from "../domains/member/testing.ts";
import { createTestServer, requestOf } from "../testing.ts";
import { route } from "./context.ts";
import { dataVersion, SharedAnswers, sharedAnswersOf } from "./shared-answers.ts";

const tenantList = (fl = "1F") => requestOf(tenantsEndpoints.floorInfo, { mall: "hanam" }, { fl })[0];
const eventList = requestOf(eventsEndpoints.list, { mall: "hanam" }, { pageIndex: 1, evtStat: "ing" })[0];

describe("shared answers of public reads", () => {
  it("answers the same URL from the kept answer, with an ETag a caller can send back for a 304 without a body", async () => {
    const s = createTestServer(domains);
    const kept = sharedAnswersOf(s.deps);
    const first = await s.app.request(tenantList());
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const body = await first.text();
    expect([kept.size, kept.hits]).toEqual([1, 0]);

    const second = await s.app.request(tenantList());
    expect(second.headers.get("etag")).toBe(etag);
    expect(await second.text()).toBe(body);
    expect(kept.hits).toBe(1);

    const again = await s.app.request(tenantList(), { headers: { "if-none-match": `"x", ${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);

    // Another query is another answer; a gzip caller gets the same answer compressed, same ETag.
    expect((await s.app.request(tenantList("2F"))).headers.get("etag")).not.toBe(etag);
    const zipped = await s.app.request(tenantList(), { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("etag")).toBe(etag);
  });

  it("never answers from before a write: any change to the database is a new answer", async () => {
    const s = createTestServer(domains);
    const before = (await (await s.app.request(tenantList())).json()) as { tntList: { tnt_seq: string; tnt_nm_ko: string }[] };
    const store = before.tntList[0]!;
    s.deps.db.prepare("UPDATE tnt_tenant SET nm_ko = ? WHERE tnt_seq = ?").run("새 이름 매장", store.tnt_seq);
    const after = (await (await s.app.request(tenantList())).json()) as { tntList: { tnt_seq: string; tnt_nm_ko: string }[] };
    expect(after.tntList.find((t) => t.tnt_seq === store.tnt_seq)?.tnt_nm_ko).toBe("새 이름 매장");
    // An unrelated write (a member's login) also starts a new version: correct, if less often reused.
    const v = dataVersion(s.deps.db);
    await loginAsDemo(s);
    expect(dataVersion(s.deps.db)).not.toBe(v);
  });

  it("counts a write by another connection to the file (data_version)", () => {
    const dir = mkdtempSync(join(tmpdir(), "mall-shared-"));
    try {
      const a = new Database(join(dir, "x.db"));
      a.exec("CREATE TABLE t (x INTEGER)");
      const b = new Database(join(dir, "x.db"));
      const v = dataVersion(a);
      b.prepare("INSERT INTO t VALUES (1)").run();
      expect(dataVersion(a)).not.toBe(v);
      a.close();
      b.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps an answer for its Seoul day only: the event list of the next day is built again", async () => {
    const clock = { t: Date.parse("2026-11-20T03:00:00Z") };
    const s = createTestServer(domains, () => new Date(clock.t));
    await s.app.request(eventList);
    await s.app.request(eventList);
    expect(sharedAnswersOf(s.deps).hits).toBe(1);
    clock.t += 24 * 3600_000;
    await s.app.request(eventList);
    expect(sharedAnswersOf(s.deps).hits).toBe(1);
    expect(sharedAnswersOf(s.deps).size).toBe(2);
  });

  it("is the same for a visitor and a member, and other API answers are still never stored", async () => {
    const s = createTestServer(domains);
    const visitor = await s.app.request(tenantList());
    await loginAsDemo(s);
    const member = await s.request(tenantList());
    expect(await member.text()).toBe(await visitor.text());
    const detail = await s.request("/api/hanam/tenant/tenantDetail/T010001.do");
    expect(detail.headers.get("cache-control")).toBe("no-store");
  });

  it("drops the least recently used answer past its capacity, and keeps no answer too large", () => {
    const kept = new SharedAnswers(2);
    kept.put("a", "1");
    kept.put("b", "2");
    kept.get("a");
    kept.put("c", "3");
    expect([kept.get("a")?.text, kept.get("b"), kept.get("c")?.text]).toEqual(["1", undefined, "3"]);
    kept.put("big", "x".repeat(300 * 1024));
    expect(kept.get("big")).toBeUndefined();
    // A byte budget too: the JSON and the gzip made for it count.
    const small = new SharedAnswers(10, 2420);
    const a = small.put("a", JSON.stringify("a".repeat(1200)));
    small.put("b", JSON.stringify("b".repeat(1200)));
    expect(small.bytes).toBe(2404);
    small.get("a");
    small.gzipOf("a", a);
    expect(small.get("b")).toBeUndefined();
    expect(small.get("a")?.gzip).not.toBeNull();
    expect(small.bytes).toBe(1202 + a.gzip!.byteLength);
  });

  it("is refused to a route that is not a public read without limits", () => {
    expect(() =>
      route(
        eventsEndpoints.apply,
        () => ({}),
        () => ({ params: {}, input: {} }),
        { shared: true },
      ),
    ).toThrow(/public read/);
  });
});
