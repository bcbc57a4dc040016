import { describe, expect, it } from "vitest";
import { QUEUE_DEV_TOKEN, queueEndpoints } from "../../../schemas/api/queue.ts";
import { countRows, createTestServer, form, sendExample } from "../../testing.ts";
import { queueDomain } from "./index.ts";

const server = () => createTestServer([queueDomain]);
type Server = ReturnType<typeof server>;
const bearer = (token = QUEUE_DEV_TOKEN) => ({ authorization: `Bearer ${token}` });
const count = (s: Server) => countRows(s, "queue_waitings");

interface Spot {
  spotId: number;
  status: string;
  waitingCount: number;
}

async function hanamSpots(s: Server): Promise<Spot[]> {
  const groups = (await (await s.request("/api/queue/groups", { headers: bearer() })).json()) as { groups: { groupId: number; mallPath: string }[] };
  const g = groups.groups.find((x) => x.mallPath === "hanam")!;
  return ((await (await s.request(`/api/queue/groups/${g.groupId}/spots`, { headers: bearer() })).json()) as { spots: Spot[] }).spots;
}

const register = (s: Server, spotId: number, fields: Record<string, string | number>, headers: Record<string, string> = bearer()) =>
  s.request(`/api/queue/spots/${spotId}/waitings`, { ...form(fields), headers: { ...(form(fields).headers as Record<string, string>), ...headers } });

const guest = { phoneNo: "01098765432", adultCnt: 2, childCnt: 0, privacyAgreeYn: "Y" };

describe("queue service", () => {
  it("routes every catalogue entry exactly once, with ids domain.key", () => {
    expect(new Set(queueDomain.routes.map((r) => r.endpoint.id)).size).toBe(queueDomain.routes.length);
    expect(queueDomain.routes.map((r) => r.endpoint).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      Object.values(queueEndpoints).sort((a, b) => a.id.localeCompare(b.id)),
    );
    for (const [key, e] of Object.entries(queueEndpoints)) expect(e.id).toBe(`${queueDomain.name}.${key}`);
  });

  it("answers every route's example on a fresh seed with a body its response schema accepts", async () => {
    const s = server();
    for (const def of queueDomain.routes) {
      s.resetCookies();
      const res = await sendExample(s, def);
      const json = await res.json();
      expect({ id: def.endpoint.id, status: res.status, body: res.status === 200 ? "ok" : json }).toEqual({ id: def.endpoint.id, status: 200, body: "ok" });
      const parsed = def.endpoint.response.safeParse(json);
      expect(parsed.success, `${def.endpoint.id}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(true);
    }
  });

  it("needs the bearer token: missing or wrong answers 401 with a challenge and writes nothing", async () => {
    const s = server();
    const none = await s.request("/api/queue/groups");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await s.request("/api/queue/groups", { headers: bearer("guess") })).status).toBe(401);
    expect((await s.request("/api/queue/groups", { headers: { authorization: QUEUE_DEV_TOKEN } })).status).toBe(401);
    expect((await s.request("/api/queue/groups", { headers: { authorization: `bearer ${QUEUE_DEV_TOKEN}` } })).status).toBe(200);
    const spot = (await hanamSpots(s)).find((x) => x.status === "OPEN")!;
    const before = count(s);
    expect((await register(s, spot.spotId, guest, {})).status).toBe(401);
    expect((await register(s, spot.spotId, guest, bearer("nope"))).status).toBe(401);
    expect(count(s)).toBe(before);
    // A server given its own token (QUEUE_TOKEN, through settings) refuses the development one.
    const rotated = createTestServer([queueDomain], undefined, {}, { queueToken: "rotated-token-123" });
    expect((await rotated.request("/api/queue/groups", { headers: bearer() })).status).toBe(401);
    expect((await rotated.request("/api/queue/groups", { headers: bearer("rotated-token-123") })).status).toBe(200);
  });

  it("seeds groups and spots with waiting lists in every state", async () => {
    const s = server();
    const spots = await hanamSpots(s);
    expect(spots.length).toBe(8);
    expect(new Set(spots.map((x) => x.status))).toEqual(new Set(["OPEN", "PAUSED", "CLOSED"]));
    expect(spots.some((x) => x.waitingCount > 0)).toBe(true);
    const listed = (await (
      await s.request("/api/queue/spots/list", {
        ...form({ spotIds: `${spots[2]!.spotId},${spots[0]!.spotId},999999` }),
        headers: { ...bearer(), "content-type": "application/x-www-form-urlencoded" },
      })
    ).json()) as { spots: Spot[] };
    expect(listed.spots.map((x) => x.spotId)).toEqual([spots[2]!.spotId, spots[0]!.spotId]);
  });

  it("registers one waiting for 20 concurrent identical requests, behind the teams already waiting", async () => {
    const s = server();
    const spot = (await hanamSpots(s)).find((x) => x.status === "OPEN" && x.waitingCount > 0)!;
    const before = count(s);
    const all = await Promise.all(Array.from({ length: 20 }, () => register(s, spot.spotId, guest)));
    expect(all.map((r) => r.status)).toEqual(Array(20).fill(200));
    const answers = (await Promise.all(all.map((r) => r.json()))) as { waiting: unknown; created: boolean }[];
    expect(new Set(answers.map((a) => JSON.stringify(a.waiting))).size).toBe(1);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    const bodies = answers.map((a) => JSON.stringify(a));
    expect(count(s)).toBe(before + 1);
    const w = (JSON.parse(bodies[0]!) as { waiting: { teamsAhead: number; status: string } }).waiting;
    expect(w).toMatchObject({ teamsAhead: spot.waitingCount, status: "WAITING" });
    const after = (await hanamSpots(s)).find((x) => x.spotId === spot.spotId)!;
    expect(after.waitingCount).toBe(spot.waitingCount + 1);
  });

  it("refuses paused, closed and unknown spots and bad input, writing nothing", async () => {
    const s = server();
    const spots = await hanamSpots(s);
    const open = spots.find((x) => x.status === "OPEN")!;
    const before = count(s);
    expect((await register(s, spots.find((x) => x.status === "PAUSED")!.spotId, guest)).status).toBe(409);
    expect((await register(s, spots.find((x) => x.status === "CLOSED")!.spotId, guest)).status).toBe(409);
    expect((await register(s, 999999, guest)).status).toBe(404);
    for (const bad of [{ ...guest, privacyAgreeYn: "N" }, { ...guest, phoneNo: "12345" }, { ...guest, adultCnt: 0 }, { phoneNo: guest.phoneNo }])
      expect((await register(s, open.spotId, bad)).status, JSON.stringify(bad)).toBe(400);
    expect((await s.request("/api/queue/groups/abc/spots", { headers: bearer() })).status).toBe(400);
    expect((await s.request("/api/queue/groups/999/spots", { headers: bearer() })).status).toBe(404);
    expect(count(s)).toBe(before);
  });
});
