import { describe, expect, it } from "vitest";
import { memberEndpoints } from "../../../schemas/api/member.ts";
import { createTestServer, form } from "../../testing.ts";
import { memberDomain } from "./index.ts";

const PHONE = "01011112026"; // M0000001's number in the seed
const start = new Date("2026-11-20T03:00:00Z").getTime();

function server() {
  const clock = { t: start };
  const s = createTestServer([memberDomain], () => new Date(clock.t));
  const request = async (custId = "M0000001", phoneNo = PHONE) => {
    const res = await s.request("/rest/login/sec/requestAuth", form({ phoneNo, custId }));
    return { status: res.status, body: (await res.json()) as { devAuthNo?: string; expireSec?: number; message: string } };
  };
  const complete = async (authNo: string, phoneNo = PHONE) => {
    const res = await s.request("/rest/login/newDevice/sec/completeAuth", form({ authNo, phoneNo, custId: "M0000001" }));
    return { status: res.status, body: (await res.json()) as { message: string; authYn?: string } };
  };
  return { s, clock, request, complete };
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("phone authentication numbers", () => {
  it("issues a 6-digit number valid once, storing only a keyed hash", async () => {
    const { s, request, complete } = server();
    const issued = await request();
    expect(issued.status).toBe(200);
    const body = memberEndpoints.requestAuth.response.parse(issued.body);
    expect(body.expireSec).toBe(180);
    const code = body.devAuthNo!;
    expect(code).toMatch(/^\d{6}$/);
    const rows = s.deps.db.prepare("SELECT * FROM auth_codes").all() as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    const first = await complete(code);
    expect(first.status).toBe(200);
    expect(memberEndpoints.completeAuth.response.parse(first.body)).toEqual({ message: "success", authYn: "Y" });
    const again = await complete(code);
    expect(again.status).toBe(410);
    expect(s.deps.db.prepare("SELECT path FROM auth_verifications").all()).toEqual([{ path: "newDevice" }]);
  });

  it("accepts the number written with hyphens", async () => {
    const { request, complete } = server();
    const code = (await request("M0000001", "010-1111-2026")).body.devAuthNo!;
    expect((await complete(code, "010-1111-2026")).status).toBe(200);
  });

  it("expires after 3 minutes", async () => {
    const { clock, request, complete } = server();
    const code = (await request()).body.devAuthNo!;
    clock.t = start + 3 * 60_000;
    const late = await complete(code);
    expect(late.status).toBe(410);
    expect(late.body.message).toMatch(/expired/);
  });

  it("works until just before expiry", async () => {
    const { clock, request, complete } = server();
    const code = (await request()).body.devAuthNo!;
    clock.t = start + 3 * 60_000 - 1;
    expect((await complete(code)).status).toBe(200);
  });

  it("dies after 5 wrong attempts, even for the right number", async () => {
    const { request, complete } = server();
    const code = (await request()).body.devAuthNo!;
    for (let i = 0; i < 5; i++) {
      const wrong = await complete(wrongOf(code));
      expect(wrong.status).toBe(422);
      expect(wrong.body.message).toContain(`${4 - i} attempt`);
    }
    const right = await complete(code);
    expect(right.status).toBe(429);
  });

  it("a new request replaces the previous number", async () => {
    const { clock, request, complete } = server();
    const old = (await request()).body.devAuthNo!;
    clock.t += 1000;
    const fresh = (await request()).body.devAuthNo!;
    if (old !== fresh) expect((await complete(old)).status).toBe(422);
    expect((await complete(fresh)).status).toBe(200);
  });

  it("answers the same for a number that is not the member's, without issuing anything", async () => {
    const { s, request } = server();
    const res = await request("M0000001", "01099998888");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "success", expireSec: 180 });
    expect(s.deps.db.prepare("SELECT COUNT(*) AS n FROM auth_codes").get()).toEqual({ n: 0 });
  });

  it("rate limits requests per phone number (5 per 10 minutes)", async () => {
    const { clock, request } = server();
    for (let i = 0; i < 5; i++) expect((await request()).status).toBe(200);
    expect((await request()).status).toBe(429);
    expect((await request("M0000002", "01022222026")).status).toBe(200);
    clock.t += 10 * 60_000;
    expect((await request()).status).toBe(200);
  });

  it("refuses malformed input with 400 and writes nothing", async () => {
    const { s } = server();
    expect((await s.request("/rest/login/sec/requestAuth", form({ phoneNo: "12345", custId: "M0000001" }))).status).toBe(400);
    expect((await s.request("/rest/login/x/sec/completeAuth", form({ authNo: "12ab56", phoneNo: PHONE, custId: "M0000001" }))).status).toBe(400);
    expect(s.deps.db.prepare("SELECT COUNT(*) AS n FROM auth_codes").get()).toEqual({ n: 0 });
  });

  it("keeps the number out of the answer where the settings say so (production)", async () => {
    const s = createTestServer([memberDomain], () => new Date(start), {}, { revealAuthCodes: false });
    const res = await s.request("/rest/login/sec/requestAuth", form({ phoneNo: PHONE, custId: "M0000001" }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { devAuthNo?: string; expireSec?: number };
    expect(body.expireSec).toBeGreaterThan(0);
    expect("devAuthNo" in body).toBe(false);
  });
});
