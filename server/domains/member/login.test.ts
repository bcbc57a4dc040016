import { describe, expect, it } from "vitest";
import { memberEndpoints } from "../../../schemas/api/member.ts";
import { createTestServer, form } from "../../testing.ts";
import { memberDomain } from "./index.ts";
import { DEMO_MEMBERS, loginAsDemo } from "./testing.ts";

const [demo1, demo2] = DEMO_MEMBERS as [(typeof DEMO_MEMBERS)[0], (typeof DEMO_MEMBERS)[0]];
const cookieOf = (res: Response) => res.headers.get("set-cookie")!.split(";")[0]!;
const withCookie = (cookie: string) => ({ headers: { cookie } });
const login = (s: ReturnType<typeof createTestServer>, userId: string, userPw: string) =>
  s.request("/api/hanam/spoint/login", form({ userId, userPw, aloginYn: "N" }));

describe("member login and sessions", () => {
  it("logs in with the demo member and sets an HttpOnly SameSite=Lax cookie, rotated at each login", async () => {
    const s = createTestServer([memberDomain]);
    const first = await login(s, demo1.userId, demo1.password);
    expect(first.status).toBe(200);
    const body = memberEndpoints.login.response.parse(await first.json());
    expect(body).toEqual({ message: "success", custId: "M0000001", custToken: "" });
    const set = first.headers.get("set-cookie")!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    const second = await login(s, demo1.userId, demo1.password);
    expect(cookieOf(second)).not.toBe(cookieOf(first));
    // The first session id no longer works; the second one does.
    const stale = await s.app.request("/api/hanam/login/status.do", withCookie(cookieOf(first)));
    expect(await stale.json()).toEqual({ message: "success", loginYN: "N" });
    const fresh = await s.app.request("/api/hanam/login/status.do", withCookie(cookieOf(second)));
    expect(await fresh.json()).toEqual({ message: "success", loginYN: "Y", mbr001Vo: { bcn_cd: "01" } });
  });

  it("accepts the user id in any letter case", async () => {
    const s = createTestServer([memberDomain]);
    expect((await login(s, demo2.userId.toUpperCase(), demo2.password)).status).toBe(200);
  });

  it("answers a wrong password or an unknown user with 401 and a clear message, and starts no session", async () => {
    const s = createTestServer([memberDomain]);
    for (const [id, pw] of [
      [demo1.userId, "wrong-password"],
      ["nobody", "whatever"],
    ] as const) {
      const res = await login(s, id, pw);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "The ID or password is incorrect." });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect(s.deps.db.prepare("SELECT COUNT(*) AS n FROM sessions").get()).toEqual({ n: 0 });
  });

  it("logout ends the session on the server, not only the cookie", async () => {
    const s = createTestServer([memberDomain]);
    const res = await login(s, demo1.userId, demo1.password);
    const cookie = cookieOf(res);
    const out = await s.request("/api/hanam/logout.do?custid=M0000001");
    expect(memberEndpoints.logout.response.parse(await out.json())).toEqual({ message: "success", loginYN: "N" });
    const replay = await s.app.request("/api/hanam/mypage/vipPop.do", withCookie(cookie));
    expect(replay.status).toBe(401);
    expect(s.deps.db.prepare("SELECT COUNT(*) AS n FROM sessions").get()).toEqual({ n: 0 });
  });

  it("rate limits logins per address and user id (429 after 10 a minute) without blocking anything else", async () => {
    let t = new Date("2026-11-20T03:00:00Z").getTime();
    const s = createTestServer([memberDomain], () => new Date(t));
    for (let i = 0; i < 10; i++) expect((await login(s, demo1.userId, `wrong-${i}`)).status).toBe(401);
    const blocked = await login(s, demo1.userId, demo1.password);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { message: string }).message).toMatch(/too many attempts/i);
    expect(blocked.headers.get("retry-after")).toBe("60");
    // Another user id from the same address, and other calls, still work.
    expect((await login(s, demo2.userId, demo2.password)).status).toBe(200);
    expect((await s.request("/api/hanam/mypage/main.do")).status).toBe(200);
    // A minute later the window has passed.
    t += 60_000;
    expect((await login(s, demo1.userId, demo1.password)).status).toBe(200);
  });

  it("never blocks repeated good logins, and counts parallel guesses before checking them", async () => {
    const s = createTestServer([memberDomain]);
    for (let i = 0; i < 15; i++) expect((await login(s, demo1.userId, demo1.password)).status).toBe(200);
    const guesses = await Promise.all(Array.from({ length: 14 }, (_, i) => login(s, demo1.userId, `guess-${i}`)));
    expect(guesses.filter((r) => r.status === 401)).toHaveLength(10);
    expect(guesses.filter((r) => r.status === 429)).toHaveLength(4);
    expect((await login(s, demo1.userId, demo1.password)).status).toBe(429);
  });

  it("refuses bad login input with 400 and the failing fields", async () => {
    const s = createTestServer([memberDomain]);
    const res = await s.request("/api/hanam/spoint/login", form({ userId: "", userPw: "x", aloginYn: "maybe" }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { field: string }[] };
    expect(body.errors.map((e) => e.field).sort()).toEqual(["aloginYn", "userId"]);
    expect((await s.request("/api/atlantis/spoint/login", form({ userId: "a", userPw: "b" }))).status).toBe(404);
  });

  it("issues an auto-login token only for aloginYn Y with a device id, and records the device", async () => {
    const s = createTestServer([memberDomain]);
    const res = await s.request("/api/hanam/spoint/login", form({ userId: demo2.userId, userPw: demo2.password, aloginYn: "Y", uuid: "TEST-DEVICE-42" }));
    const body = memberEndpoints.login.response.parse(await res.json());
    expect(body.custToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const stored = s.deps.db.prepare("SELECT token_hash FROM auto_login_tokens WHERE cust_id = 'M0000002'").all() as { token_hash: string }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(body.custToken);
    const devices = await s.request("/rest/mypage/security/deviceList", { method: "POST" });
    const list = memberEndpoints.securityDevices.response.parse(await devices.json()).deviceList;
    expect(list.map((d) => d.uuidMasked)).toEqual(["TEST****E-42"]);
  });

  it("loginAsDemo logs in through the real endpoint", async () => {
    const s = createTestServer([memberDomain]);
    expect(await loginAsDemo(s, 2)).toBe("M0000002");
    const res = await s.request("/api/hanam/login/status.do");
    expect(await res.json()).toEqual({ message: "success", loginYN: "Y", mbr001Vo: { bcn_cd: "02" } });
  });
});
