import { describe, expect, it } from "vitest";
import { catalog } from "../../schemas/api/catalog.ts";
import { eventsEndpoints } from "../../schemas/api/events.ts";
import { guestBookEndpoints } from "../../schemas/api/events-extras.ts";
import { memberEndpoints } from "../../schemas/api/member.ts";
import { searchEndpoints } from "../../schemas/api/search.ts";
import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { domains } from "../domains.ts";
import { sampleEvent } from "../domains/events/routes-core.ts";
import { SEED_MEMBERS } from "../domains/member/demo-members.ts";
import { loginAsDemo } from "../domains/member/testing.ts";
import { countRows, createTestServer, form, requestOf, type TestServer } from "../testing.ts";
import { RateLimiter } from "./rate-limit.ts";

// The abuse limits of schemas/api/limits.ts, written as the attacks they stop. Requests carry a
// client address through X-Forwarded-For under TRUST_PROXY, so one test can play many clients.

const start = new Date("2026-11-20T03:00:00Z").getTime();
const server = (clock = { t: start }) => createTestServer(domains, () => new Date(clock.t), { trustProxy: true });
const from = (ip: string) => ({ "x-forwarded-for": ip });
const call = (
  s: TestServer,
  ep: Parameters<typeof requestOf>[0],
  params: Record<string, string | number>,
  input: Record<string, unknown>,
  headers: Record<string, string> = {},
) => s.request(...requestOf(ep, params, input, headers));

describe("the limiter's store", () => {
  it("evicts the least recently touched counters instead of wiping every count", () => {
    const limiter = new RateLimiter(3);
    const rule = { name: "r", limit: 2, windowMs: 60_000 };
    for (const k of ["a", "b", "c"]) limiter.take(rule, k, 0);
    limiter.take(rule, "a", 1); // a is the most recent now; b the oldest
    limiter.take(rule, "d", 2);
    expect(limiter.size).toBe(3);
    // a kept its count (2 of 2 used): the next is refused; b was evicted and starts afresh.
    expect(limiter.take(rule, "a", 3)).toBe(false);
    expect(limiter.take(rule, "b", 3)).toBe(true);
  });
});

describe("limits declared on the endpoints", () => {
  it("are declared where the issue asks, and nowhere counted by hand", () => {
    const named = (id: string) => catalog.find((e) => e.id === id)!.limits.map((l) => l.name);
    expect(named("member.login")).toEqual(["login", "loginUser", "loginClient"]);
    expect(named("member.requestAuth")).toEqual(["authCodeNumber", "authCodeClient"]);
    expect(named("events.apply")).toEqual(named("events.codeCheck"));
    for (const id of ["service.qnaSave", "service.addInquiry", "service.csQna", "service.nonMemberQnaList", "events.guestBookSave", "events.guestBookDelete"])
      expect(named(id), id).toEqual(["passwordHash"]);
  });

  it("entry codes: tried through codeCheck and apply alike, 10 per member and event in 10 minutes", async () => {
    const clock = { t: start };
    const s = server(clock);
    const coded = sampleEvent(s.deps.db, "evt_code IS NOT NULL AND aply_yn = 'Y'");
    await loginAsDemo(s);
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++)
      guesses.push((await call(s, eventsEndpoints.codeCheck, { mall: "hanam" }, { evt_seq: coded.evt_seq, evt_code: `WRONG${i}` })).status);
    for (let i = 6; i < 10; i++)
      guesses.push((await call(s, eventsEndpoints.apply, { mall: "hanam" }, { evt_seq: coded.evt_seq, evt_code: `WRONG${i}` })).status);
    expect(guesses.filter((st) => st === 429)).toEqual([]);
    // The eleventh try is refused, even with the right code, and nothing is written.
    const applications = countRows(s, "event_applications");
    const right = await call(s, eventsEndpoints.apply, { mall: "hanam" }, { evt_seq: coded.evt_seq, evt_code: coded.evt_code! });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(countRows(s, "event_applications")).toBe(applications);
    // Another member is not slowed by it.
    s.resetCookies();
    await loginAsDemo(s, 2);
    expect((await call(s, eventsEndpoints.codeCheck, { mall: "hanam" }, { evt_seq: coded.evt_seq, evt_code: coded.evt_code! })).status).toBe(200);
    // Ten minutes later the first member may try again.
    clock.t += 10 * 60_000;
    s.resetCookies();
    await loginAsDemo(s);
    expect((await call(s, eventsEndpoints.apply, { mall: "hanam" }, { evt_seq: coded.evt_seq, evt_code: coded.evt_code! })).status).toBe(200);
  });

  it("login: guesses at one user id from many addresses are slowed, and so are guesses at many user ids from one address", async () => {
    const s = server();
    const user = SEED_MEMBERS[0]!.userId;
    const login = (userId: string, pw: string, ip: string) =>
      s.request("/api/hanam/spoint/login", { ...form({ userId, userPw: pw, aloginYn: "N" }), headers: { ...form({}).headers, ...from(ip) } });
    for (let i = 0; i < 20; i++) expect((await login(user, `guess-${i}`, `10.0.0.${i}`)).status).toBe(401);
    expect((await login(user, "guess-20", "10.0.1.1")).status).toBe(429);
    // One address trying many user ids: 30 failures a minute.
    for (let i = 0; i < 30; i++) expect((await login(`nobody${i}`, "x", "10.9.9.9")).status).toBe(401);
    expect((await login("nobody-else", "x", "10.9.9.9")).status).toBe(429);
    // Someone else, elsewhere, logs in.
    expect((await login(SEED_MEMBERS[1]!.userId, "wrong", "10.7.7.7")).status).toBe(401);
    // Some fifty password checks of about 36 ms each.
  }, 20_000);

  it("phone codes: requests from elsewhere cannot lock a member out of their own number", async () => {
    const s = server();
    const m = SEED_MEMBERS[0]!;
    const input = { phoneNo: m.phone.join(""), custId: m.custId };
    const attacker = [];
    for (let i = 0; i < 25; i++) attacker.push((await call(s, memberEndpoints.requestAuth, {}, input, from("203.0.113.9"))).status);
    expect(attacker.filter((st) => st === 200)).toHaveLength(5);
    expect(attacker.slice(5).every((st) => st === 429)).toBe(true);
    // The member, on their own phone, still gets a code.
    const own = await call(s, memberEndpoints.requestAuth, {}, input, from("198.51.100.7"));
    expect(own.status).toBe(200);
    expect(((await own.json()) as { devAuthNo?: string }).devAuthNo).toMatch(/^\d{6}$/);
  });

  it("password hashing: a burst of saves is cut at 10 per client, and other clients are answered meanwhile", async () => {
    const s = server();
    const evtSeq = sampleEvent(s.deps.db, "evt_cd = 'GSTB'", "coexmall").evt_seq;
    const done: string[] = [];
    const saves = Array.from({ length: 20 }, (_, i) =>
      call(
        s,
        guestBookEndpoints.guestBookSave,
        { mall: "coexmall" },
        { evtSeq, nickname: `n${i}`, password: "5678", guestBookDetail: `burst ${i}` },
        from("192.0.2.1"),
      ).then((r) => {
        done.push("save");
        return r.status;
      }),
    );
    // An unrelated request sent behind the burst (the hash runs off the event loop: server/lib/passwords.test.ts).
    const list = call(s, tenantsEndpoints.floorInfo, { mall: "hanam" }, {}, from("192.0.2.2")).then((r) => {
      done.push("list");
      return r.status;
    });
    const statuses = await Promise.all(saves);
    expect(await list).toBe(200);
    expect(statuses.filter((st) => st === 200)).toHaveLength(10);
    expect(statuses.filter((st) => st === 429)).toHaveLength(10);
    expect(done).toHaveLength(21);
  });

  it("popular keywords: counted once per client, keyword and day, and only words that read as words", async () => {
    const clock = { t: start };
    const s = server(clock);
    const count = (k: string) =>
      (s.deps.db.prepare("SELECT cnt FROM search_keyword_stat WHERE mall = 'hanam' AND keyword = ?").get(k) as { cnt: number } | undefined)?.cnt ?? 0;
    const search = (k: string, ip: string) => call(s, searchEndpoints.keyword, { mall: "hanam" }, { searchKeyword: k }, from(ip));
    for (let i = 0; i < 50; i++) await search("라떼아트", "192.0.2.10");
    expect(count("라떼아트")).toBe(1);
    await search("라떼아트", "192.0.2.11");
    expect(count("라떼아트")).toBe(2);
    clock.t += 24 * 60 * 60_000;
    await search("라떼아트", "192.0.2.10");
    expect(count("라떼아트")).toBe(3);
    // Markup, links and long strings are searched, never listed.
    for (const k of ["<b>sale</b>", "javascript:alert(1)", "x".repeat(21), "!!!"]) {
      const res = await search(k, "192.0.2.12");
      expect(res.status).toBe(200);
      expect(count(k)).toBe(0);
    }
  });
});
