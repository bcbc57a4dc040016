import { describe, expect, it } from "vitest";
import { waitingEndpoints } from "../../../schemas/api/waiting.ts";
import { countRows, createTestServer, decode, form } from "../../testing.ts";
import { queueDomain } from "../queue/index.ts";
import { waitingDomain } from "./index.ts";

// A waiting's number, party and time are answered again only to the browser that registered it:
// a repeat registration of the same phone at the same spot from anywhere else learns that the
// number is on the list, nothing more.

const server = () => createTestServer([queueDomain, waitingDomain]);
type Server = ReturnType<typeof server>;
const guest = { phoneNo: "01055556666", adultCnt: 2, childCnt: 1, privacyAgreeYn: "Y" };

async function openSpot(s: Server): Promise<number> {
  const body = await decode(await s.request("/api/hanam/waiting/spots.do"), waitingEndpoints.spots.response);
  return body.spots.find((x) => x.status === "OPEN")!.spotId;
}
const register = (s: Server, fields: Record<string, string | number>, headers: Record<string, string> = {}) => {
  const init = form(fields);
  return s.request("/api/hanam/waiting/register.do", { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } });
};

describe("waiting privacy: a repeat registration's details go only to the browser that registered", () => {
  it("answers the same browser with its waiting; another browser with the same phone gets 'already registered' and no details", async () => {
    const s = server();
    const spotId = await openSpot(s);
    const first = await register(s, { ...guest, spotId });
    expect(first.status).toBe(200);
    const mine = (await decode(first, waitingEndpoints.register.response)).waiting;
    const setCookie = first.headers.get("set-cookie") ?? "";

    // The same browser again (its cookie kept): its own waiting, unchanged.
    const again = await decode(await register(s, { ...guest, adultCnt: 4, spotId }), waitingEndpoints.register.response);
    expect(again.waiting).toMatchObject({ waitingNo: mine.waitingNo, adultCnt: 2, alreadyWaiting: true });

    // Another browser (no cookie, another address) with the same phone: 409, no waiting number, party or time.
    s.resetCookies();
    const before = countRows(s, "queue_waitings");
    const other = await register(s, { ...guest, spotId }, { "x-forwarded-for": "203.0.113.50" });
    expect(other.status).toBe(409);
    const body = (await other.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["errors", "message"]);
    expect(body.message).toMatch(/already on the waiting list/);
    expect(body.errors).toEqual([{ field: "phoneNo", message: expect.stringMatching(/already/) }]);
    expect(countRows(s, "queue_waitings")).toBe(before);

    // The registering browser holds an HttpOnly cookie, sent back only to the mall's waiting calls.
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/api\/hanam\/waiting(;|$)/);
    const registeredBrowser = setCookie.split(";")[0]!;
    // A made-up registration cookie does not help either.
    const forged = await register(s, { ...guest, spotId }, { cookie: `${registeredBrowser.split("=")[0]}=${"ab".repeat(32)}` });
    expect(forged.status).toBe(409);

    // The registering browser still gets its waiting.
    const back = await decode(await register(s, { ...guest, spotId }, { cookie: registeredBrowser }), waitingEndpoints.register.response);
    expect(back.waiting).toMatchObject({ waitingNo: mine.waitingNo, alreadyWaiting: true });
  });

  it("one browser keeps its registration cookie over several spots, and each of its waitings is answered to it", async () => {
    const s = server();
    const body = await decode(await s.request("/api/hanam/waiting/spots.do"), waitingEndpoints.spots.response);
    const [a, b] = body.spots.filter((x) => x.status === "OPEN").map((x) => x.spotId);
    const first = await register(s, { ...guest, spotId: a! });
    const cookie = first.headers.get("set-cookie")!.split(";")[0]!;
    const second = await register(s, { ...guest, spotId: b! });
    expect(second.status).toBe(200);
    expect((second.headers.get("set-cookie") ?? cookie).split(";")[0]).toBe(cookie);
    for (const spotId of [a!, b!]) {
      const res = await register(s, { ...guest, spotId }, { cookie });
      expect((await decode(res, waitingEndpoints.register.response)).waiting.alreadyWaiting).toBe(true);
    }
  });
});
