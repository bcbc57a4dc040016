import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { mallParams } from "../../schemas/api/common.ts";
import { endpoint } from "../../schemas/api/endpoint.ts";
import { CSP } from "../app.ts";
import { countRows, createTestServer, form } from "../testing.ts";
import { HttpError, route, type ServerDomain } from "./context.ts";
import { ok } from "./register.ts";
import { endSession, startSession } from "./session.ts";

// A tiny domain exercising the framework: notes written by members, read by anyone.
const noteList = endpoint({
  id: "test.notes",
  method: "GET",
  path: "/api/:mall/test/notes.do",
  params: mallParams,
  response: z.object({ message: z.literal("success"), notes: z.array(z.object({ text: z.string() })) }),
  summary: "notes",
});
const noteSave = endpoint({
  id: "test.save",
  method: "POST",
  path: "/rest/:mall/test/save.do",
  params: mallParams,
  input: z.object({ text: z.string().check(z.minLength(1), z.maxLength(20)), custid: z.optional(z.string()) }),
  auth: "member",
  response: z.object({ message: z.literal("success") }),
  summary: "save",
});
const broken = endpoint({ id: "test.broken", method: "GET", path: "/api/test/broken.do", response: z.object({ message: z.literal("success"), n: z.number() }), summary: "broken" });
const login = endpoint({ id: "test.login", method: "POST", path: "/api/test/login.do", input: z.object({ custId: z.string() }), response: z.object({ message: z.literal("success") }), summary: "login" });
const logout = endpoint({ id: "test.logout", method: "POST", path: "/api/test/logout.do", response: z.object({ message: z.literal("success") }), summary: "logout" });

const testDomain: ServerDomain = {
  name: "test",
  migrations: ["CREATE TABLE notes (id INTEGER PRIMARY KEY, mall TEXT NOT NULL, cust_id TEXT NOT NULL, text TEXT NOT NULL)"],
  seed: () => {},
  routes: [
    route(noteList, ({ deps, mall }) => ({ ...ok, notes: deps.db.prepare("SELECT text FROM notes WHERE mall = ?").all(mall!.path) as { text: string }[] }), () => ({ params: { mall: "hanam" }, input: {} })),
    route(
      noteSave,
      ({ deps, mall, session, input }) => {
        if (input.text === "boom") throw new HttpError(422, "refused");
        deps.db.prepare("INSERT INTO notes (mall, cust_id, text) VALUES (?, ?, ?)").run(mall!.path, session!.custId, input.text);
        return ok;
      },
      () => ({ params: { mall: "hanam" }, input: { text: "hi" }, as: "member" }),
    ),
    route(broken, () => ({ ...ok, n: "not a number" }), () => ({ params: {}, input: {} })),
    route(login, ({ c, deps, input, session }) => (startSession(c, deps.db, input.custId, deps.now().getTime(), session), ok), () => ({ params: {}, input: {} })),
    route(logout, ({ c, deps, session }) => (endSession(c, deps.db, session), ok), () => ({ params: {}, input: {} })),
  ],
};

const count = (s: ReturnType<typeof createTestServer>) => countRows(s, "notes");

describe("server framework", () => {
  it("answers a valid public request with the contract shape", async () => {
    const s = createTestServer([testDomain]);
    const res = await s.request("/api/hanam/test/notes.do");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "success", notes: [] });
  });

  it("rejects an unknown mall with 404 'Mall not supported'", async () => {
    const s = createTestServer([testDomain]);
    const res = await s.request("/api/atlantis/test/notes.do");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Mall not supported" });
  });

  it("needs a session for member endpoints and refuses another customer's id (IDOR)", async () => {
    const s = createTestServer([testDomain]);
    expect((await s.request("/rest/hanam/test/save.do", form({ text: "hi" }))).status).toBe(401);
    await s.request("/api/test/login.do", form({ custId: "C1" }));
    const other = await s.request("/rest/hanam/test/save.do?custid=C2", form({ text: "hi" }));
    expect(other.status).toBe(403);
    const otherInBody = await s.request("/rest/hanam/test/save.do", form({ text: "hi", custid: "C2" }));
    expect(otherInBody.status).toBe(403);
    expect(count(s)).toBe(0);
    expect((await s.request("/rest/hanam/test/save.do?custid=C1", form({ text: "hi" }))).status).toBe(200);
    expect(count(s)).toBe(1);
  });

  it("answers bad input with 400, the failing fields, and writes nothing", async () => {
    const s = createTestServer([testDomain]);
    await s.request("/api/test/login.do", form({ custId: "C1" }));
    const res = await s.request("/rest/hanam/test/save.do", form({ text: "" }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: { field: string }[] };
    expect(body.message).toBe("invalid request");
    expect(body.errors.map((e) => e.field)).toEqual(["text"]);
    const wrongType = await s.request("/rest/hanam/test/save.do", { method: "POST", headers: { "content-type": "text/plain" }, body: "text=x" });
    expect(wrongType.status).toBe(400);
    expect(count(s)).toBe(0);
  });

  it("logout invalidates the session on the server, and login rotates it", async () => {
    const s = createTestServer([testDomain]);
    const first = (await s.request("/api/test/login.do", form({ custId: "C1" }))).headers.get("set-cookie")!;
    expect(first).toMatch(/HttpOnly/i);
    expect(first).toMatch(/SameSite=Lax/i);
    const second = (await s.request("/api/test/login.do", form({ custId: "C1" }))).headers.get("set-cookie")!;
    expect(second.split(";")[0]).not.toBe(first.split(";")[0]);
    // The first cookie no longer works.
    const stale = await s.app.request("/rest/hanam/test/save.do", { ...form({ text: "x" }), headers: { "content-type": "application/x-www-form-urlencoded", cookie: first.split(";")[0]! } });
    expect(stale.status).toBe(401);
    await s.request("/api/test/logout.do", { method: "POST" });
    const afterLogout = await s.app.request("/rest/hanam/test/save.do", { ...form({ text: "x" }), headers: { "content-type": "application/x-www-form-urlencoded", cookie: second.split(";")[0]! } });
    expect(afterLogout.status).toBe(401);
  });

  it("refuses to send a response that breaks its own contract", async () => {
    const s = createTestServer([testDomain]);
    const spy = (await import("vitest")).vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await s.request("/api/test/broken.do");
    expect(res.status).toBe(500);
    expect(spy).toHaveBeenCalled();
    spy.mockClear();
  });

  it("compresses answers for clients that accept gzip", async () => {
    const s = createTestServer([testDomain]);
    const insert = s.deps.db.prepare("INSERT INTO notes (mall, cust_id, text) VALUES ('hanam', 'C1', ?)");
    for (let i = 0; i < 200; i++) insert.run(`메모 ${i} — 오늘의 할인 소식`);
    const res = await s.request("/api/hanam/test/notes.do", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const plain = await s.request("/api/hanam/test/notes.do");
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("sends security headers with a CSP and frame-ancestors, and 404s unknown API paths", async () => {
    const s = createTestServer([testDomain]);
    const res = await s.request("/api/hanam/nothing.do");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-security-policy")).toBe(CSP);
    expect(CSP).toContain("frame-ancestors 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
