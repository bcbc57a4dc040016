import { afterEach, describe, expect, it, vi } from "vitest";
import { QUEUE_DEV_TOKEN } from "../../../schemas/api/queue.ts";
import { WAITING_TIMEOUT_MS, waitingEndpoints } from "../../../schemas/api/waiting.ts";
import { countRows, createTestServer, form } from "../../testing.ts";
import { queueDomain } from "../queue/index.ts";
import { waitingDomain } from "./index.ts";

const domains = [queueDomain, waitingDomain];
const server = (settings = {}) => createTestServer(domains, undefined, {}, settings);
type Server = ReturnType<typeof server>;
const waitings = (s: Server) => countRows(s, "queue_waitings");

interface Spot {
  spotId: number;
  spotName: string;
  status: string;
  waitingCount: number;
  expectedWaitMin: number;
}
interface Ticket {
  spotId: number;
  waitingNo: number;
  teamsAhead: number;
  expectedWaitMin: number;
  alreadyWaiting: boolean;
}

const spotsOf = async (s: Server, mall = "hanam") =>
  (await (await s.request(`/api/${mall}/waiting/spots.do`)).json()) as { group: { groupName: string } | null; spots: Spot[] };
const register = (s: Server, fields: Record<string, string | number>, mall = "hanam") => s.request(`/api/${mall}/waiting/register.do`, form(fields));
const guest = { phoneNo: "01055556666", adultCnt: 2, childCnt: 1, privacyAgreeYn: "Y" };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("waiting proxy (in-process queue service, the default)", () => {
  it("serves its catalogue entries, ids waiting.*", () => {
    expect(waitingDomain.routes.map((r) => r.endpoint).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      Object.values(waitingEndpoints).sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it("lists the mall's spots with status, teams waiting and expected wait", async () => {
    const s = server();
    const hanam = await spotsOf(s);
    expect(hanam.group?.groupName).toMatch(/다이닝$/);
    expect(hanam.spots).toHaveLength(8);
    expect(new Set(hanam.spots.map((x) => x.status))).toEqual(new Set(["OPEN", "PAUSED", "CLOSED"]));
    expect(Object.keys(hanam.spots[0]!).sort()).toEqual(["category", "expectedWaitMin", "floor", "imgUrl", "spotId", "spotName", "status", "waitingCount"]);
    const suwon = await spotsOf(s, "suwon");
    expect(suwon.spots.map((x) => x.spotId).some((id) => hanam.spots.some((h) => h.spotId === id))).toBe(false);
  });

  it("registers a waiting behind the teams waiting; the same phone and spot again returns the same waiting", async () => {
    const s = server();
    const spot = (await spotsOf(s)).spots.find((x) => x.status === "OPEN" && x.waitingCount > 0)!;
    const before = waitings(s);
    const first = await register(s, { ...guest, spotId: spot.spotId });
    expect(first.status).toBe(200);
    const t1 = ((await first.json()) as { waiting: Ticket }).waiting;
    expect(t1).toMatchObject({ spotId: spot.spotId, teamsAhead: spot.waitingCount, expectedWaitMin: spot.expectedWaitMin, alreadyWaiting: false });
    const again = ((await (await register(s, { ...guest, adultCnt: 4, spotId: spot.spotId })).json()) as { waiting: Ticket }).waiting;
    expect(again).toMatchObject({ waitingNo: t1.waitingNo, alreadyWaiting: true });
    expect(waitings(s)).toBe(before + 1);
    expect((await spotsOf(s)).spots.find((x) => x.spotId === spot.spotId)!.waitingCount).toBe(spot.waitingCount + 1);
  });

  it("refuses bad input with 400, another mall's spot with 404 and a paused or closed spot with 409, writing nothing", async () => {
    const s = server();
    const { spots } = await spotsOf(s);
    const open = spots.find((x) => x.status === "OPEN")!;
    const suwonSpot = (await spotsOf(s, "suwon")).spots.find((x) => x.status === "OPEN")!;
    const before = waitings(s);
    const bad = [
      { phoneNo: "0212345678" },
      { phoneNo: "010123456" },
      { phoneNo: "010123456789" },
      { phoneNo: "010-1234-5678" },
      { phoneNo: "01212345678" },
      { adultCnt: 0 },
      { adultCnt: 21 },
      { childCnt: 21 },
      { childCnt: -1 },
      { privacyAgreeYn: "N" },
      { spotId: "abc" },
    ];
    for (const b of bad) {
      const res = await register(s, { ...guest, spotId: open.spotId, ...b });
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(((await res.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
    const { privacyAgreeYn: _, ...noConsent } = guest;
    expect((await register(s, { ...noConsent, spotId: open.spotId })).status).toBe(400);
    expect((await register(s, { ...guest, spotId: suwonSpot.spotId })).status).toBe(404);
    expect((await register(s, { ...guest, spotId: 999_999 })).status).toBe(404);
    const paused = await register(s, { ...guest, spotId: spots.find((x) => x.status === "PAUSED")!.spotId });
    expect(paused.status).toBe(409);
    expect(((await paused.json()) as { message: string }).message).toMatch(/not taking waitings/);
    expect((await register(s, { ...guest, spotId: spots.find((x) => x.status === "CLOSED")!.spotId })).status).toBe(409);
    expect((await register(s, { ...guest, spotId: open.spotId }, "nowhere")).status).toBe(404);
    expect(waitings(s)).toBe(before);
  });

  it("a register from another site is refused (403) before anything is read", async () => {
    const s = server();
    const open = (await spotsOf(s)).spots.find((x) => x.status === "OPEN")!;
    const before = waitings(s);
    const res = await s.request("/api/hanam/waiting/register.do", {
      ...form({ ...guest, spotId: open.spotId }),
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect(waitings(s)).toBe(before);
  });
});

describe("waiting proxy over QUEUE_URL", () => {
  /** A queue service at https://queue.test/api/queue: the test server's own queue routes, every request recorded. */
  function remote(s: Server, answer?: (r: Request) => Response | Promise<Response> | null) {
    const seen: Request[] = [];
    vi.stubGlobal("fetch", async (r: Request) => {
      seen.push(r.clone());
      const own = answer?.(r);
      if (own) return own;
      const url = new URL(r.url);
      return s.app.request(url.pathname + url.search, r);
    });
    return seen;
  }

  it("calls the service at QUEUE_URL with the server's bearer token; the browser's answer carries no token", async () => {
    const s = server({ queueUrl: "https://queue.test/api/queue", queueToken: "rotated-token-123" });
    const seen = remote(s);
    const res = await s.request("/api/hanam/waiting/spots.do");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("rotated-token-123");
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET https://queue.test/api/queue/groups",
      expect.stringMatching(/^GET https:\/\/queue\.test\/api\/queue\/groups\/\d+\/spots$/),
    ]);
    for (const r of seen) expect(r.headers.get("authorization")).toBe("Bearer rotated-token-123");
    const open = (JSON.parse(text) as { spots: Spot[] }).spots.find((x) => x.status === "OPEN")!;
    const reg = await register(s, { ...guest, spotId: open.spotId });
    expect(reg.status).toBe(200);
    const post = seen.find((r) => r.method === "POST")!;
    expect(post.url).toBe(`https://queue.test/api/queue/spots/${open.spotId}/waitings`);
    expect(new URLSearchParams(await post.text()).get("phoneNo")).toBe(guest.phoneNo);
    // Bad input is answered by the proxy: the service is not asked at all.
    const asked = seen.length;
    expect((await register(s, { ...guest, phoneNo: "0101234", spotId: open.spotId })).status).toBe(400);
    expect((await register(s, { ...guest, privacyAgreeYn: "N", spotId: open.spotId })).status).toBe(400);
    expect(seen.length).toBe(asked);
  });

  it("maps the service's failures: a refused token, its errors and a broken answer are 502; unreachable 502", async () => {
    const s = server({ queueUrl: "https://queue.test/api/queue", queueToken: "not-the-services-token" });
    vi.spyOn(console, "error").mockImplementation(() => {});
    // The service keeps its own (development) token.
    const service = server();
    remote(service);
    const refused = await s.request("/api/hanam/waiting/spots.do");
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { message: string }).message).toMatch(/waiting service is not available/);
    const ok = server({ queueUrl: "https://queue.test/api/queue", queueToken: QUEUE_DEV_TOKEN });
    remote(ok, () => new Response("<html>oops</html>", { status: 500 }));
    expect((await ok.request("/api/hanam/waiting/spots.do")).status).toBe(502);
    remote(ok, () => new Response(JSON.stringify({ message: "success", groups: "none" }), { status: 200, headers: { "content-type": "application/json" } }));
    expect((await ok.request("/api/hanam/waiting/spots.do")).status).toBe(502);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    expect((await ok.request("/api/hanam/waiting/spots.do")).status).toBe(502);
  });

  it("waits 40 s for the service, then answers 504", async () => {
    const s = server({ queueUrl: "https://queue.test/api/queue" });
    vi.useFakeTimers();
    let signal: AbortSignal | null = null;
    vi.stubGlobal("fetch", (r: Request) => {
      signal = r.signal;
      return new Promise<Response>(() => {});
    });
    let status = 0;
    const pending = s.request("/api/hanam/waiting/spots.do").then((r) => (status = r.status));
    await vi.advanceTimersByTimeAsync(WAITING_TIMEOUT_MS - 1);
    expect(status).toBe(0);
    expect(signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(status).toBe(504);
    expect(signal!.aborted).toBe(true);
  });
});
