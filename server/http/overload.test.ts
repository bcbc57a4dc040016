import { describe, expect, it } from "vitest";
import { domains } from "../domains.ts";
import { serviceEndpoints } from "../../schemas/api/service.ts";
import { createTestServer, requestOf } from "../testing.ts";
import { LagMonitor, OVERLOAD_LIMITS, overloadGuard } from "./overload.ts";

const tenantList = "/api/hanam/tenant/floorInfo.do?fl=1F";

describe("load shedding", () => {
  it("answers API requests with 503, Retry-After and the error shape while the lag lasts, and serves again below the lower bound", async () => {
    const lag = { ms: 0 };
    const guard = overloadGuard(
      {
        get lagMs() {
          return lag.ms;
        },
        turnMs: 0,
        ticks: 0,
      },
      { ...OVERLOAD_LIMITS, minTurnRequests: 0 },
    );
    const s = createTestServer(domains, undefined, { overload: guard });
    const status = async () => (await s.app.request(tenantList)).status;
    expect(await status()).toBe(200);
    lag.ms = OVERLOAD_LIMITS.shedAboveLagMs + 1;
    const shed = await s.app.request(tenantList);
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe(String(OVERLOAD_LIMITS.retryAfterSec));
    expect(((await shed.json()) as { message: string }).message).toMatch(/busy/);
    // Between the bounds: still shedding (no flapping at one threshold).
    lag.ms = OVERLOAD_LIMITS.serveBelowLagMs + 1;
    expect(await status()).toBe(503);
    lag.ms = OVERLOAD_LIMITS.serveBelowLagMs - 1;
    expect(await status()).toBe(200);
    // Between the bounds after serving: still serving.
    lag.ms = OVERLOAD_LIMITS.shedAboveLagMs - 1;
    expect(await status()).toBe(200);
    expect(guard.stats.shed).toBe(2);
    expect(guard.stats.inFlight).toBe(0);
  });

  it("bounds the API requests being answered at once", async () => {
    const guard = overloadGuard({ lagMs: 0, turnMs: 0, ticks: 0 }, { ...OVERLOAD_LIMITS, maxInFlight: 2 });
    const s = createTestServer(domains, undefined, { overload: guard });
    // Three visitor inquiry lookups at once: each waits on password hashing (a handler that awaits).
    const [url, init] = requestOf(serviceEndpoints.nonMemberQnaList, { mall: "hanam" }, { custEmail: "a@b.example", qutnPw: "pw1234", pageIndex: 1 });
    const lookup = () => s.app.request(url, init);
    const statuses = await Promise.all([lookup(), lookup(), lookup()]);
    expect(statuses.map((r) => r.status).filter((st) => st === 503)).toHaveLength(1);
    expect(guard.stats.inFlight).toBe(0);
    expect((await s.app.request(tenantList)).status).toBe(200);
  });

  it("never sheds what is not the API", async () => {
    const s = createTestServer(domains, undefined, {
      overload: overloadGuard({ lagMs: 10_000, turnMs: 0, ticks: 0 }, { ...OVERLOAD_LIMITS, minTurnRequests: 0 }),
    });
    expect((await s.app.request(tenantList)).status).toBe(503);
    expect((await s.app.request("/no-such-page")).status).not.toBe(503);
  });

  it("sheds what is read after the current turn of the loop has run past its bound", async () => {
    const turn = { ms: 0 };
    const guard = overloadGuard(
      {
        lagMs: 0,
        get turnMs() {
          return turn.ms;
        },
        ticks: 0,
      },
      { ...OVERLOAD_LIMITS, minTurnRequests: 0 },
    );
    const s = createTestServer(domains, undefined, { overload: guard });
    expect((await s.app.request(tenantList)).status).toBe(200);
    turn.ms = OVERLOAD_LIMITS.maxTurnMs + 1;
    expect((await s.app.request(tenantList)).status).toBe(503);
    turn.ms = 0;
    expect((await s.app.request(tenantList)).status).toBe(200);
  });

  it("sheds by lag or turn length only in a turn that has begun many requests: a loop late for want of CPU, with a few to serve, serves them", async () => {
    const loop = { lagMs: 10_000, turnMs: 10_000, ticks: 0 };
    const s = createTestServer(domains, undefined, { overload: overloadGuard(loop) });
    const statuses: number[] = [];
    for (let i = 0; i < OVERLOAD_LIMITS.minTurnRequests + 2; i++) statuses.push((await s.app.request(tenantList)).status);
    expect(statuses.slice(0, OVERLOAD_LIMITS.minTurnRequests).every((st) => st === 200)).toBe(true);
    expect(statuses.slice(OVERLOAD_LIMITS.minTurnRequests)).toEqual([503, 503]);
    // The next turn starts its count again.
    loop.ticks++;
    expect((await s.app.request(tenantList)).status).toBe(200);
  });

  it("tells how long the current turn of the loop has run", async () => {
    const monitor = new LagMonitor().start();
    try {
      await new Promise((r) => setTimeout(r, 25));
      expect(monitor.turnMs).toBeLessThan(OVERLOAD_LIMITS.maxTurnMs);
      const end = performance.now() + OVERLOAD_LIMITS.maxTurnMs + 20;
      while (performance.now() < end);
      expect(monitor.turnMs).toBeGreaterThan(OVERLOAD_LIMITS.maxTurnMs);
    } finally {
      monitor.stop();
    }
  });

  it("measures a lag that lasts, not one long task", async () => {
    const monitor = new LagMonitor().start();
    try {
      const block = (ms: number) => {
        const end = performance.now() + ms;
        while (performance.now() < end);
      };
      const tick = () => new Promise((r) => setTimeout(r, 12));
      await tick();
      await tick();
      await tick();
      expect(monitor.lagMs).toBeLessThan(OVERLOAD_LIMITS.shedAboveLagMs);
      // One long task: one late sample.
      block(120);
      await tick();
      expect(monitor.lagMs).toBeLessThan(OVERLOAD_LIMITS.shedAboveLagMs);
      // Every turn of the loop long, as under overload: the lag lasts.
      await new Promise<void>((resolve) => {
        let turns = 0;
        const turn = () => {
          block(75);
          if (++turns < 6) setImmediate(turn);
          else resolve();
        };
        setImmediate(turn);
      });
      expect(monitor.lagMs).toBeGreaterThan(OVERLOAD_LIMITS.shedAboveLagMs);
    } finally {
      monitor.stop();
    }
  });
});
