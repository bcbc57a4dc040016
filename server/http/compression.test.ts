import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression, jsonAnswer } from "./compression.ts";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `매장 ${i}` })) };

function app() {
  const a = new Hono();
  a.use(compression());
  a.get("/api/list", (c) => jsonAnswer(c, big));
  a.get("/api/small", (c) => jsonAnswer(c, { message: "success" }));
  a.get("/assets/app.js", (c) => {
    const text = "const x = 1;\n".repeat(500);
    return c.body(text, 200, { "content-type": "text/javascript", etag: '"v1"', "content-length": String(text.length) });
  });
  // A page made per request: the same path and length, a different text by the visitor's cookie.
  a.get("/page", (c) => c.html(`<p>${c.req.header("cookie") === "locale=en" ? "en" : "ko"}</p>`.repeat(200)));
  a.get("/image.png", (c) => c.body(new Uint8Array(4096), 200, { "content-type": "image/png" }));
  return { a };
}
const gz = { "accept-encoding": "gzip, deflate, br" };

describe("compression", () => {
  it("gzips an API answer worth it, and the bytes decode to the same JSON", async () => {
    const res = await app().a.request("/api/list", { headers: gz });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toMatch(/Accept-Encoding/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(big);
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(big).length / 3);
  });

  it("leaves small answers, images and clients that do not ask for gzip alone", async () => {
    const { a } = app();
    expect((await a.request("/api/small", { headers: gz })).headers.get("content-encoding")).toBeNull();
    expect((await a.request("/image.png", { headers: gz })).headers.get("content-encoding")).toBeNull();
    const plain = await a.request("/api/list");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(big);
  });

  it("compresses a static file once and serves the kept bytes after, each with its own length", async () => {
    const { a } = app();
    for (let i = 0; i < 2; i++) {
      const res = await a.request("/assets/app.js", { headers: gz });
      const bytes = new Uint8Array(await res.arrayBuffer());
      // The file's own Content-Length must not survive on the compressed answer.
      expect(res.headers.get("content-length"), `request ${i + 1}`).toBe(String(bytes.byteLength));
    }
    const first = new Uint8Array(await (await a.request("/assets/app.js", { headers: gz })).arrayBuffer());
    const second = new Uint8Array(await (await a.request("/assets/app.js", { headers: gz })).arrayBuffer());
    expect(second).toEqual(first);
    expect(gunzipSync(second).toString("utf8")).toBe("const x = 1;\n".repeat(500));
  });

  it("does not keep an answer made per request: the same path may answer differently", async () => {
    const { a } = app();
    const text = async (cookie: string) =>
      gunzipSync(new Uint8Array(await (await a.request("/page", { headers: { ...gz, cookie } })).arrayBuffer())).toString("utf8");
    expect(await text("locale=ko")).toContain("<p>ko</p>");
    expect(await text("locale=en")).toContain("<p>en</p>");
  });
});
