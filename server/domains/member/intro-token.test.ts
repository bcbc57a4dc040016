import { describe, expect, it } from "vitest";
import { memberEndpoints } from "../../../schemas/api/member.ts";
import { createTestServer } from "../../testing.ts";
import { memberDomain } from "./index.ts";
import { loginAsDemo } from "./testing.ts";

const start = new Date("2026-11-20T03:00:00Z").getTime();

async function issuedToken() {
  const clock = { t: start };
  const s = createTestServer([memberDomain], () => new Date(clock.t));
  await loginAsDemo(s, 1);
  const res = await s.request("/api/coexmall/login/introToken.do");
  const token = memberEndpoints.introToken.response.parse(await res.json());
  s.resetCookies(); // the brand host is another origin: no cookie there yet
  return { s, clock, token };
}

const handover = (branch: string, xToken: string, custId: string) => `/api/${branch}/${encodeURIComponent(xToken)}/${custId}/introToken`;
const confirm = (s: ReturnType<typeof createTestServer>, mall: string, xToken: string, custId: string, headers: Record<string, string> = {}) =>
  s.request(`/api/${mall}/login/introHandover.do`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ xToken, custId }).toString(),
  });
const statusOf = async (s: ReturnType<typeof createTestServer>) =>
  ((await (await s.request("/api/coexmall/login/status.do")).json()) as { loginYN: string }).loginYN;

describe("gate token hand-over", () => {
  it("gives a visitor empty values", async () => {
    const s = createTestServer([memberDomain]);
    const res = await s.request("/api/hanam/login/introToken.do");
    expect(memberEndpoints.introToken.response.parse(await res.json())).toEqual({ message: "success", custId: "", xToken: "" });
  });

  it("the link starts no session: it passes the token on to the branch's page", async () => {
    const { s, token } = await issuedToken();
    expect(token.custId).toBe("M0000001");
    expect(token.xToken.length).toBeGreaterThan(20);
    expect(s.deps.db.prepare("SELECT COUNT(*) AS n FROM intro_tokens WHERE token_hash = ?").get(token.xToken)).toEqual({ n: 0 });

    // The link arrives from another site (the gate on the other brand host).
    const res = await s.request(handover("coexmall", token.xToken, token.custId), { headers: { "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/coexmall?introToken=${encodeURIComponent(token.xToken)}&introCustId=${token.custId}`);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await statusOf(s)).toBe("N");
  });

  it("the branch's page confirms it with a same-origin POST: a session, once", async () => {
    const { s, token } = await issuedToken();
    const res = await confirm(s, "coexmall", token.xToken, token.custId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "success", loginYN: "Y", custId: "M0000001" });
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(await statusOf(s)).toBe("Y");

    s.resetCookies();
    const reused = await confirm(s, "coexmall", token.xToken, token.custId);
    expect(reused.status).toBe(401);
    expect(reused.headers.get("set-cookie")).toBeNull();
    expect(await statusOf(s)).toBe("N");
  });

  it("a confirmation from another site is refused and leaves the token unused", async () => {
    const { s, token } = await issuedToken();
    for (const headers of [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { referer: "https://evil.example/page" },
    ] as Record<string, string>[]) {
      const res = await confirm(s, "coexmall", token.xToken, token.custId, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    // Still unused: the app's own page can finish it.
    expect((await confirm(s, "coexmall", token.xToken, token.custId)).status).toBe(200);
  });

  it("expires after 60 seconds", async () => {
    const { s, clock, token } = await issuedToken();
    clock.t = start + 60_000;
    expect((await confirm(s, "coexmall", token.xToken, token.custId)).status).toBe(401);
    expect(await statusOf(s)).toBe("N");
  });

  it("works only for the member and branch it was issued for", async () => {
    const { s, token } = await issuedToken();
    for (const [branch, custId] of [
      ["coexmall", "M0000002"],
      ["hanam", token.custId],
    ] as const) {
      const res = await confirm(s, branch, token.xToken, custId);
      expect(res.status).toBe(401);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    // Still unused: the right triple works.
    expect((await confirm(s, "coexmall", token.xToken, token.custId)).headers.get("set-cookie")).toMatch(/mall_sid=/);
    expect(await statusOf(s)).toBe("Y");
  });

  it("never redirects off the site: an unknown branch goes to the gate", async () => {
    const { s, token } = await issuedToken();
    const res = await s.request(handover("%2F%2Fevil.example", token.xToken, token.custId));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });
});
