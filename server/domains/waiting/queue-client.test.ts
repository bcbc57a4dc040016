import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QUEUE_DEV_TOKEN } from "../../../schemas/api/queue.ts";
import { createTestServer } from "../../testing.ts";
import { queueDomain } from "../queue/index.ts";
import { waitingDomain } from "./index.ts";
import { createQueueClient, MAX_ANSWER_BYTES, QueueServiceError } from "./queue-client.ts";

// The server's client of the queue service treats the service as untrusted: it follows no
// redirect, reads at most MAX_ANSWER_BYTES of an answer (streamed, never buffered whole), and the
// browser gets the server's own words for the service's failures, never the service's text.

const server = (settings = {}) => createTestServer([queueDomain, waitingDomain], undefined, {}, settings);
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );
const groupsBody = JSON.stringify({ message: "success", groups: [] });

let http: HttpServer | null = null;
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (http) await new Promise((done) => http!.close(done));
  http = null;
});

/** A queue service on a local socket: /api/queue/groups redirects to /moved, which answers a valid list. */
async function redirectingService(): Promise<{ baseUrl: string; seen: string[] }> {
  const seen: string[] = [];
  http = createServer((req, res) => {
    seen.push(req.url ?? "");
    if (req.url === "/moved") {
      res.writeHead(200, { "content-type": "application/json" }).end(groupsBody);
      return;
    }
    res.writeHead(302, { location: "/moved" }).end();
  });
  await new Promise<void>((done) => http!.listen(0, "127.0.0.1", done));
  return { baseUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/queue`, seen };
}

/** An answer that streams 64 KiB chunks up to `total` bytes, counting what the reader pulled. */
function streamed(total: number, headers: Record<string, string> = {}) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const stats = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stats.pulled >= total) return controller.close();
        stats.pulled += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        stats.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { response: new Response(body, { status: 200, headers: { "content-type": "application/json", ...headers } }), stats };
}

describe("queue client", () => {
  it("has the spec's 40 s timeout by default and reports the service's status, with its own message", async () => {
    const seen: Request[] = [];
    const client = createQueueClient({
      baseUrl: "https://q.test/api/queue",
      token: "t0k",
      fetch: async (r) => {
        seen.push(r);
        return new Response(JSON.stringify({ message: "The spot is closed." }), { status: 409 });
      },
    });
    expect(client.timeoutMs).toBe(40_000);
    const e = await failure(client.registerWaiting(3, { phoneNo: "01012345678", adultCnt: 1, childCnt: 0, privacyAgreeYn: "Y" }));
    expect(e).toBeInstanceOf(QueueServiceError);
    expect(e).toMatchObject({ kind: "http", status: 409, upstream: "The spot is closed." });
    expect((e as Error).message).not.toContain("The spot is closed.");
    expect(seen[0]!.headers.get("authorization")).toBe("Bearer t0k");
    expect(seen[0]!.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
  });

  it("refuses a redirect as the service's failure and never follows it (a real socket)", async () => {
    const { baseUrl, seen } = await redirectingService();
    const client = createQueueClient({ baseUrl, token: "t0k", fetch: (r) => fetch(r) });
    const e = await failure(client.groups());
    expect(e).toBeInstanceOf(QueueServiceError);
    expect(e).toMatchObject({ kind: "redirect", status: 302 });
    expect(seen).toEqual(["/api/queue/groups"]);
  });

  it("the waiting proxy answers a redirecting service with 502 and sends nothing to the redirect's target", async () => {
    const { baseUrl, seen } = await redirectingService();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const s = server({ queueUrl: baseUrl, queueToken: QUEUE_DEV_TOKEN });
    const res = await s.request("/api/hanam/waiting/spots.do");
    expect(res.status).toBe(502);
    expect(seen).not.toContain("/moved");
  });

  it(`aborts an answer past ${MAX_ANSWER_BYTES} bytes while reading it, without buffering the rest`, async () => {
    const big = streamed(32 * 1024 * 1024);
    const client = createQueueClient({ baseUrl: "https://q.test/api/queue", token: "t", fetch: async () => big.response });
    const e = await failure(client.groups());
    expect(e).toMatchObject({ kind: "oversize" });
    expect(big.stats.pulled).toBeLessThanOrEqual(MAX_ANSWER_BYTES + 2 * 64 * 1024);
    expect(big.stats.cancelled).toBe(true);
  });

  it("refuses an answer whose declared length is over the cap before reading any of it", async () => {
    const big = streamed(32 * 1024 * 1024, { "content-length": String(200 * 1024 * 1024) });
    const client = createQueueClient({ baseUrl: "https://q.test/api/queue", token: "t", fetch: async () => big.response });
    expect(await failure(client.groups())).toMatchObject({ kind: "oversize" });
    expect(big.stats.pulled).toBe(0);
    expect(big.stats.cancelled).toBe(true);
  });

  it("still reads an answer of normal size", async () => {
    const client = createQueueClient({
      baseUrl: "https://q.test/api/queue",
      token: "t",
      fetch: async () => new Response(groupsBody, { status: 200, headers: { "content-type": "application/json" } }),
    });
    expect(await client.groups()).toEqual({ message: "success", groups: [] });
  });
});

describe("waiting proxy: the service's failures in the server's own words", () => {
  const upstreamText = "<b>Spot 7 closed</b> by admin kim, call 010-9999-0000; SQLITE_ERROR at queue.js:42";

  it("never passes the service's message on, for a paused spot, a refused request or token, or the service's own failure", async () => {
    const s = server({ queueUrl: "https://queue.test/api/queue", queueToken: QUEUE_DEV_TOKEN });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const open = await (async () => {
      // The spots list comes from the test server's own queue routes; the registration's answer is the service's.
      vi.stubGlobal("fetch", async (r: Request) => s.app.request(new URL(r.url).pathname, r));
      const body = (await (await s.request("/api/hanam/waiting/spots.do")).json()) as { spots: { spotId: number; status: string }[] };
      return body.spots.find((x) => x.status === "OPEN")!.spotId;
    })();
    for (const status of [409, 400, 401, 500, 503]) {
      vi.stubGlobal("fetch", async (r: Request) => {
        const url = new URL(r.url);
        if (r.method === "POST") return new Response(JSON.stringify({ message: upstreamText }), { status, headers: { "content-type": "application/json" } });
        return s.app.request(url.pathname, r);
      });
      const res = await s.request("/api/hanam/waiting/register.do", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `spotId=${open}&phoneNo=01044445555&adultCnt=2&childCnt=0&privacyAgreeYn=Y`,
      });
      const text = await res.text();
      expect(res.status, `service ${status}`).toBe(status === 409 ? 409 : 502);
      for (const piece of ["Spot 7", "admin", "010-9999-0000", "SQLITE", "<b>"]) expect(text, `service ${status}`).not.toContain(piece);
      expect(JSON.parse(text)).toEqual({ message: expect.any(String) });
    }
  });
});
