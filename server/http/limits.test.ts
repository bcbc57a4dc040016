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
import { passwordHashing } from "../lib/passwords.ts";
import { RateLimiter } from "./rate-limit.ts";

// The abuse limits of schemas/api/limits.ts, written as the attacks they stop. Requests carry a
// client address through X-Forwarded-For under TRUST_PROXY, so one test can play many clients.

const start = new Date("2026-11-20T03:00:00Z").getTime();
const server = (clock = { t: start }) => createTestServer(domains, () => new Date(clock.t), { trustProxy: true });
const from = (ip: string) => ({ "x-forwarded-for": ip });
/** A login attempt at userId with pw, from the client address ip. */
const loginFrom = (s: TestServer, userId: string, pw: string, ip: string) =>
  s.request("/api/hanam/spoint/login", { ...form({ userId, userPw: pw, aloginYn: "N" }), headers: { ...form({}).headers, ...from(ip) } });
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

describe("the limiter's refunds", () => {
  it("take back a hit only in the window that counted it", () => {
    const limiter = new RateLimiter();
    const rule = { name: "r", limit: 1, windowMs: 60_000 };
    limiter.take(rule, "k", 0);
    limiter.refund(rule, "k", 0);
    expect(limiter.count(rule, "k", 1)).toBe(0);
    limiter.take(rule, "k", 1);
    // A hit of the old window, refunded after the key has a new one, leaves the new count alone.
    limiter.take(rule, "k", 60_001);
    limiter.refund(rule, "k", 1);
    expect(limiter.count(rule, "k", 60_002)).toBe(1);
    expect(limiter.take(rule, "k", 60_003)).toBe(false);
  });
});

describe("limits declared on the endpoints", () => {
  it("are declared where the issue asks, and nowhere counted by hand", () => {
    const named = (id: string) => catalog.find((e) => e.id === id)!.limits.map((l) => l.name);
    expect(named("member.login")).toEqual(["login", "loginClient", "loginUser"]);
    // A back-off reads the count of a limit listed before it on the same call.
    for (const ep of catalog)
      ep.limits.forEach((l, i) => {
        if (l.backOff)
          expect(
            ep.limits.slice(0, i).map((x) => x.name),
            `${ep.id} ${l.name}`,
          ).toContain(l.backOff.failedIn);
      });
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
    const login = (userId: string, pw: string, ip: string) => loginFrom(s, userId, pw, ip);
    for (let i = 0; i < 20; i++) expect((await login(user, `guess-${i}`, `10.0.0.${i}`)).status).toBe(401);
    // Past 20 failures at the user id, an address that failed at it waits, and new addresses are
    // checked one at a time, with a wait between them (the back-off test below follows it further).
    expect((await login(user, "guess-20", "10.0.0.3")).status).toBe(429);
    expect((await login(user, "guess-21", "10.0.1.1")).status).toBe(401);
    expect((await login(user, "guess-22", "10.0.1.2")).status).toBe(429);
    // One address trying many user ids: 30 failures a minute.
    for (let i = 0; i < 30; i++) expect((await login(`nobody${i}`, "x", "10.9.9.9")).status).toBe(401);
    expect((await login("nobody-else", "x", "10.9.9.9")).status).toBe(429);
    // Someone else, elsewhere, logs in.
    expect((await login(SEED_MEMBERS[1]!.userId, "wrong", "10.7.7.7")).status).toBe(401);
    // Some fifty password checks of about 36 ms each.
  }, 20_000);

  it("login: an address spraying user ids is stopped at 30 failures a minute, even with a successful login of its own in the middle", async () => {
    const s = server();
    const own = SEED_MEMBERS[1]!;
    const login = (userId: string, pw: string) => loginFrom(s, userId, pw, "10.9.9.8");
    for (let i = 0; i < 15; i++) expect((await login(`sprayed${i}`, "x")).status).toBe(401);
    // The attacker's own account: its success forgets only its own attempt, not the address's failures.
    expect((await login(own.userId, own.password)).status).toBe(200);
    for (let i = 15; i < 30; i++) expect((await login(`sprayed${i}`, "x")).status).toBe(401);
    const refused = await login("sprayed30", "x");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 20_000);

  it("login: two addresses failing at a member's id cannot lock the member out; they wait, the owner logs in from a new address", async () => {
    const clock = { t: start };
    const s = server(clock);
    const m = SEED_MEMBERS[0]!;
    const login = (pw: string, ip: string) => loginFrom(s, m.userId, pw, ip);
    for (let i = 0; i < 10; i++) {
      expect((await login(`a-${i}`, "198.51.100.1")).status).toBe(401);
      expect((await login(`b-${i}`, "198.51.100.2")).status).toBe(401);
    }
    // The user id has had its 20 failures this minute: the failing addresses wait, unchecked…
    clock.t += 10_000;
    const waiting = await login("b-10", "198.51.100.2");
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("retry-after"))).toBe(50);
    // …while the owner, from another address, logs in with the right password.
    const owner = await login(m.password, "203.0.113.50");
    expect(owner.status).toBe(200);
    expect((await login("a-10", "198.51.100.1")).status).toBe(429);
    expect((await login("b-11", "198.51.100.2")).status).toBe(429);
  }, 20_000);

  it("login: past the user id's cap, new addresses are checked one at a time with a doubling wait, and a told-to-wait address is not held as failed", async () => {
    const clock = { t: start };
    const s = server(clock);
    const m = SEED_MEMBERS[0]!;
    const login = (pw: string, ip: string) => loginFrom(s, m.userId, pw, ip);
    for (let i = 0; i < 20; i++) expect((await login(`x-${i}`, `192.0.2.${100 + i}`)).status).toBe(401);
    const waits: string[] = [];
    for (let k = 0; k < 4; k++) {
      expect((await login(`new-${k}`, `198.18.0.${k}`)).status).toBe(401);
      const next = await login(`new-${k + 1}`, `198.18.0.${k + 1}`);
      expect(next.status).toBe(429);
      waits.push(next.headers.get("retry-after")!);
      clock.t += Number(next.headers.get("retry-after")) * 1000;
    }
    expect(waits).toEqual(["1", "2", "4", "8"]);
    // The address told to wait 8 s is checked after its wait; one that failed waits for the window.
    expect((await login("new-4", "198.18.0.4")).status).toBe(401);
    expect((await login("new-5", "198.18.0.0")).status).toBe(429);
    // A minute after the first failure the user id starts afresh.
    clock.t = start + 60_000;
    expect((await login(m.password, "192.0.2.100")).status).toBe(200);
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

  it("password hashing: saves one after another are cut at 10 per client; a burst at once past the address's share of the hash gate gets 429 at once; other clients are answered meanwhile", async () => {
    const s = server();
    const evtSeq = sampleEvent(s.deps.db, "evt_cd = 'GSTB'", "coexmall").evt_seq;
    const save = (i: number, client: string) =>
      call(
        s,
        guestBookEndpoints.guestBookSave,
        { mall: "coexmall" },
        { evtSeq, nickname: `n${i}`, password: "5678", guestBookDetail: `burst ${i}` },
        from(client),
      );
    // A burst at once: the address's share of password checks (HASHING_LIMITS.perClient) runs, the rest is refused without hashing.
    const done: string[] = [];
    const saves = Array.from({ length: 20 }, (_, i) =>
      save(i, "192.0.2.1").then((r) => {
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
    expect(statuses.filter((st) => st === 200)).toHaveLength(passwordHashing.limits.perClient);
    expect(statuses.filter((st) => st === 429)).toHaveLength(20 - passwordHashing.limits.perClient);
    expect(done).toHaveLength(21);
    // One after another from another address: the endpoint's limit of 10 saves.
    const sequential: number[] = [];
    for (let i = 0; i < 12; i++) sequential.push((await save(i, "192.0.2.3")).status);
    expect(sequential).toEqual([...Array(10).fill(200), 429, 429]);
  });

  it("popular keywords: counted once per client, keyword and day, and only words that read as words", async () => {
    const clock = { t: start };
    const s = server(clock);
    // One row per client, keyword and day.
    const count = (k: string) => countRows(s, "search_keyword_hits", "mall = 'hanam' AND keyword = ?", k.toLowerCase());
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
