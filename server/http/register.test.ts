import { describe, expect, it, vi } from "vitest";
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
const broken = endpoint({
  id: "test.broken",
  method: "GET",
  path: "/api/test/broken.do",
  response: z.object({ message: z.literal("success"), n: z.number() }),
  summary: "broken",
});
const login = endpoint({
  id: "test.login",
  method: "POST",
  path: "/api/test/login.do",
  input: z.object({ custId: z.string() }),
  response: z.object({ message: z.literal("success") }),
  summary: "login",
});
const clock = endpoint({
  id: "test.clock",
  method: "POST",
  path: "/api/test/clock.do",
  input: z.object({ text: z.string() }),
  response: z.object({ message: z.literal("success"), now: z.number() }),
  summary: "the request's clock, noted",
});
const logout = endpoint({
  id: "test.logout",
  method: "POST",
  path: "/api/test/logout.do",
  response: z.object({ message: z.literal("success") }),
  summary: "logout",
});

const testDomain: ServerDomain = {
  name: "test",
  migrations: ["CREATE TABLE notes (id INTEGER PRIMARY KEY, mall TEXT NOT NULL, cust_id TEXT NOT NULL, text TEXT NOT NULL)"],
  seed: () => {},
  routes: [
    route(
      noteList,
      ({ deps, mall }) => ({ ...ok, notes: deps.db.prepare("SELECT text FROM notes WHERE mall = ?").all(mall!.path) as { text: string }[] }),
      () => ({ params: { mall: "hanam" }, input: {} }),
    ),
    route(
      noteSave,
      ({ deps, mall, session, input }) => {
        if (input.text === "boom") throw new HttpError(422, "refused");
        deps.db.prepare("INSERT INTO notes (mall, cust_id, text) VALUES (?, ?, ?)").run(mall!.path, session!.custId, input.text);
        return ok;
      },
      () => ({ params: { mall: "hanam" }, input: { text: "hi" }, as: "member" }),
    ),
    route(
      broken,
      () => ({ ...ok, n: "not a number" }),
      () => ({ params: {}, input: {} }),
    ),
    route(
      login,
      ({ c, deps, input, session }) => (startSession(c, deps.db, input.custId, deps.now().getTime(), session), ok),
      () => ({ params: {}, input: {} }),
    ),
    route(
      clock,
      ({ deps, input, now }) => {
        deps.db.prepare("INSERT INTO notes (mall, cust_id, text) VALUES ('-', '-', ?)").run(input.text);
        return { ...ok, now };
      },
      () => ({ params: {}, input: { text: "t" } }),
    ),
    route(
      logout,
      ({ c, deps, session }) => (endSession(c, deps.db, session), ok),
      () => ({ params: {}, input: {} }),
    ),
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
    const stale = await s.app.request("/rest/hanam/test/save.do", {
      ...form({ text: "x" }),
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", cookie: first.split(";")[0]! },
    });
    expect(stale.status).toBe(401);
    await s.request("/api/test/logout.do", { method: "POST" });
    const afterLogout = await s.app.request("/rest/hanam/test/save.do", {
      ...form({ text: "x" }),
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", cookie: second.split(";")[0]! },
    });
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

  it("answers a write only once the group commit says it is on disk, and a read without waiting", async () => {
    const s = createTestServer([testDomain]);
    await s.request("/api/test/login.do", form({ custId: "C1" }));
    let flushed: () => void = () => {};
    let waits = 0;
    s.deps.durable = () => {
      waits++;
      return new Promise<void>((resolve) => (flushed = resolve));
    };
    let answered = false;
    const save = s.request("/rest/hanam/test/save.do", form({ text: "kept" })).then((res) => ((answered = true), res));
    await vi.waitFor(() => expect(waits).toBe(1));
    // Committed (another request reads it) but not answered until the flush is done.
    expect(count(s)).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(answered).toBe(false);
    flushed();
    expect((await save).status).toBe(200);

    // A read, and a refused write (it wrote nothing), are answered without a flush.
    expect((await s.request("/api/hanam/test/notes.do")).status).toBe(200);
    expect((await s.request("/rest/hanam/test/save.do", form({ text: "boom" }))).status).toBe(422);
    expect(waits).toBe(1);
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

describe("the request clock header (MALL_CLOCK_HEADER, tests only)", () => {
  const at = (s: ReturnType<typeof createTestServer>, header?: string) => {
    const body = form({ text: "t" });
    const headers = new Headers(body.headers);
    if (header) headers.set("x-mall-clock", header);
    return s.request("/api/test/clock.do", { method: "POST", ...body, headers });
  };
  const real = Date.parse("2026-11-20T03:00:00Z");

  it("sets the clock a handler sees for that request alone, where the settings allow it", async () => {
    const s = createTestServer([testDomain], () => new Date(real), {}, { clockHeader: true });
    expect(await (await at(s, "2026-11-05T12:00:00+09:00")).json()).toEqual({ message: "success", now: Date.parse("2026-11-05T03:00:00Z") });
    expect(await (await at(s)).json()).toEqual({ message: "success", now: real });
  });

  it("answers 400 to a header that is not a date-time with a zone, and writes nothing", async () => {
    const s = createTestServer([testDomain], () => new Date(real), {}, { clockHeader: true });
    for (const bad of ["2026-11-05", "2026-11-05T12:00:00", "yesterday", "2026-02-30T12:00:00Z"]) {
      const res = await at(s, bad);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^x-mall-clock must be an ISO date-time/);
    }
    expect(count(s)).toBe(0);
  });

  it("is ignored where the settings do not allow it (the default, and always in production)", async () => {
    const s = createTestServer([testDomain], () => new Date(real));
    expect(await (await at(s, "2026-11-05T12:00:00+09:00")).json()).toEqual({ message: "success", now: real });
  });
});

describe("malformed bodies (issue: a broken body answers 400 with a message, never 500)", () => {
  // Echo endpoints: what the server decoded comes back (a file as its name).
  const echoed = z.object({ message: z.literal("success"), fields: z.record(z.string(), z.unknown()) });
  const fieldsIn = z.record(z.string(), z.unknown());
  const echo = ({ input }: { input: Record<string, unknown> }) => ({
    ...ok,
    fields: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v instanceof File ? `file:${v.name}` : v])),
  });
  const echoDomain: ServerDomain = {
    name: "echo",
    migrations: [],
    seed: () => {},
    routes: [
      route(
        endpoint({ id: "echo.json", method: "POST", path: "/api/echo/json.do", encoding: "json", input: fieldsIn, response: echoed, summary: "json" }),
        echo,
        () => ({ params: {}, input: {} }),
      ),
      route(endpoint({ id: "echo.form", method: "POST", path: "/api/echo/form.do", input: fieldsIn, response: echoed, summary: "form" }), echo, () => ({
        params: {},
        input: {},
      })),
      route(endpoint({ id: "echo.get", method: "GET", path: "/api/echo/get.do", input: fieldsIn, response: echoed, summary: "get" }), echo, () => ({
        params: {},
        input: {},
      })),
    ],
  };
  const s = createTestServer([echoDomain]);
  const send = (path: string, body: BodyInit | null, type?: string, headers: Record<string, string> = {}) =>
    s.request(path, { method: "POST", headers: { ...(type ? { "content-type": type } : {}), ...headers }, body });
  const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p) : Buffer.from(p))));
  const B = "----edge";
  const multipart = `multipart/form-data; boundary=${B}`;
  const part = (name: string, value: string) => `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  async function expect400(res: Response, message: RegExp) {
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await res.json()) as { message: string; errors?: { field: string; message: string }[] };
    expect(`${body.message} ${JSON.stringify(body.errors ?? [])}`).toMatch(message);
  }

  const attacks: [name: string, send: () => Promise<Response>, message: RegExp][] = [
    ["truncated JSON", () => send("/api/echo/json.do", '{"text":"hi', "application/json"), /not valid JSON/],
    ["an empty JSON body", () => send("/api/echo/json.do", "", "application/json"), /not valid JSON/],
    ["JSON that is an array", () => send("/api/echo/json.do", '["text"]', "application/json"), /must be an object/],
    ["JSON null", () => send("/api/echo/json.do", "null", "application/json"), /must be an object/],
    ["JSON under another content type", () => send("/api/echo/json.do", '{"text":"hi"}', "text/plain"), /expected a JSON body/],
    ["JSON under a look-alike type", () => send("/api/echo/json.do", '{"text":"hi"}', "text/plain; x=application/json"), /expected a JSON body/],
    ["JSON whose bytes are not UTF-8", () => send("/api/echo/json.do", bytes('{"text":"', [0xc3, 0x28], '"}'), "application/json"), /not valid UTF-8/],
    [
      "JSON declared in another charset",
      () => send("/api/echo/json.do", '{"text":"hi"}', "application/json; charset=euc-kr"),
      /must be UTF-8, not charset euc-kr/,
    ],
    ["a gzip-encoded body", () => send("/api/echo/json.do", '{"text":"hi"}', "application/json", { "content-encoding": "gzip" }), /compressed request bodies/],
    ["a JSON string with NUL", () => send("/api/echo/json.do", '{"text":"a\\u0000b"}', "application/json"), /"field":"text".*NUL/],
    [
      "a nested JSON string with a lone surrogate",
      () => send("/api/echo/json.do", '{"list":[{"x":"\\ud800"}]}', "application/json"),
      /"field":"list".*lone surrogate/,
    ],
    ["a form with a bare %", () => send("/api/echo/form.do", "text=100%", "application/x-www-form-urlencoded"), /malformed percent-escape/],
    ["a form with a cut escape", () => send("/api/echo/form.do", "text=%E0%A4%A", "application/x-www-form-urlencoded"), /malformed percent-escape/],
    ["a form escape that is not UTF-8", () => send("/api/echo/form.do", "text=%FF", "application/x-www-form-urlencoded"), /not UTF-8/],
    [
      "a form with raw bytes that are not UTF-8",
      () => send("/api/echo/form.do", bytes("text=", [0xff, 0xfe]), "application/x-www-form-urlencoded"),
      /not valid UTF-8/,
    ],
    ["a form with %00", () => send("/api/echo/form.do", "text=a%00b", "application/x-www-form-urlencoded"), /"field":"text".*NUL/],
    ["a form declared as EUC-KR", () => send("/api/echo/form.do", "text=%B0%A1", "application/x-www-form-urlencoded; charset=EUC-KR"), /must be UTF-8/],
    ["a body without a content type", () => send("/api/echo/form.do", "text=hi"), /expected a form body/],
    ["a form body as text/plain", () => send("/api/echo/form.do", "text=hi", "text/plain"), /expected a form body/],
    ["multipart without a boundary", () => send("/api/echo/form.do", part("text", "hi") + `--${B}--\r\n`, "multipart/form-data"), /no boundary/],
    [
      "multipart with another boundary",
      () => send("/api/echo/form.do", part("text", "hi").replaceAll(B, "other") + "--other--\r\n", multipart),
      /multipart body is malformed/,
    ],
    ["multipart cut inside a part", () => send("/api/echo/form.do", part("text", "hello").slice(0, -4), multipart), /multipart body is malformed/],
    ["multipart without the closing boundary", () => send("/api/echo/form.do", part("text", "hi"), multipart), /multipart body is malformed/],
    ["multipart part without a name", () => send("/api/echo/form.do", `--${B}\r\n\r\nhi\r\n--${B}--\r\n`, multipart), /multipart body is malformed/],
    ["an empty multipart body", () => send("/api/echo/form.do", "", multipart), /multipart body is malformed/],
    [
      "a multipart text part that is not UTF-8",
      () => send("/api/echo/form.do", bytes(`--${B}\r\nContent-Disposition: form-data; name="text"\r\n\r\n`, [0xb0, 0xa1], `\r\n--${B}--\r\n`), multipart),
      /field text is not valid UTF-8/,
    ],
    ["a query with %00", () => s.request("/api/echo/get.do?text=a%00b"), /"field":"text".*NUL/],
  ];
  for (const [name, attack, message] of attacks) it(`answers 400 to ${name}`, async () => expect400(await attack(), message));

  it("answers 413 with a message to a body over 1 MiB, with or without a content-length", async () => {
    const big = `text=${"a".repeat(1024 * 1024)}`;
    const declared = await send("/api/echo/form.do", big, "application/x-www-form-urlencoded");
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ message: "request body too large" });
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode("a".repeat(64 * 1024)));
        c.close();
      },
    });
    const chunked = await s.request("/api/echo/form.do", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it("still reads every well-formed body, keeping text exactly as sent", async () => {
    const text = "한글 + \uFFFD <b>&amp;</b> 100%";
    const json = await send("/api/echo/json.do", JSON.stringify({ text, n: 1 }), "application/json; charset=UTF-8");
    expect(await json.json()).toEqual({ message: "success", fields: { text, n: 1 } });
    const urlencoded = await send(
      "/api/echo/form.do",
      `${new URLSearchParams([
        ["text", text],
        ["tag", "a"],
        ["tag", "b"],
      ])}&empty&&`,
      "application/x-www-form-urlencoded",
    );
    expect(await urlencoded.json()).toEqual({ message: "success", fields: { text, tag: ["a", "b"], empty: "" } });
    const fd = new FormData();
    fd.append("text", text);
    fd.append("file", new File([Uint8Array.from([0xff, 0x00, 0xfe])], "a b.png", { type: "image/png" }));
    const multi = await s.request("/api/echo/form.do", { method: "POST", body: fd });
    expect(await multi.json()).toEqual({ message: "success", fields: { text, file: "file:a b.png" } });
    const none = await send("/api/echo/form.do", null);
    expect(await none.json()).toEqual({ message: "success", fields: {} });
  });

  it("answers 400 to a JSON body nested 100,000 deep rather than overflowing the stack", async () => {
    const deep = `{"list":${"[".repeat(100_000)}"\\u0000"${"]".repeat(100_000)}}`;
    await expect400(await send("/api/echo/json.do", deep, "application/json"), /NUL/);
  });
});
