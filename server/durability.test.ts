import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { deviceCoupons, killRound } from "./durability-check.ts";
import { DEMO_MEMBERS } from "./domains/member/testing.ts";
import { startServerProcess } from "./server-process.ts";

const dir = mkdtempSync(join(tmpdir(), "mall-durable-"));
const dbPath = join(dir, "mall.db");
const port = 4600 + Math.floor(Math.random() * 300);
const base = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];
/** Noon in Seoul: inside the daily coupon window whenever the suite runs. */
const MALL_CLOCK = "2026-11-20T03:00:00Z";

/** Starts the real server (TypeScript through tsx's loader, one process) on the test database. */
async function start(): Promise<ChildProcess> {
  const child = await startServerProcess(["--import", "tsx", "server/main.ts"], port, {
    ...process.env,
    DB_PATH: dbPath,
    STATIC_DIR: join(dir, "no-app"),
    MALL_CLOCK,
  });
  children.push(child);
  return child;
}

afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

describe("durability", () => {
  it("keeps a committed write after the server is killed with SIGKILL", async () => {
    const first = await start();
    const demo = DEMO_MEMBERS[0]!;
    const login = await fetch(`${base}/api/hanam/spoint/login`, {
      method: "POST",
      // As the app's own page (writes answer only same-origin requests).
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ userId: demo.userId, userPw: demo.password, aloginYn: "N" }).toString(),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const save = await fetch(`${base}/api/mypage/branch/save.do`, {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", cookie },
      body: JSON.stringify({ bcn_cd: "04" }),
    });
    expect(save.status).toBe(200);

    first.kill("SIGKILL");
    await new Promise((r) => first.once("exit", r));

    await start();
    const after = await fetch(`${base}/api/hanam/mypage/main.do`, { headers: { cookie } });
    const body = (await after.json()) as { loginYN: string; mbr001Vo?: { bcn_cd?: string } };
    expect(body.loginYN).toBe("Y");
    expect(body.mbr001Vo?.bcn_cd).toBe("04");
  }, 60_000);

  it("keeps every acknowledged write, and a write in flight whole or not at all, when killed with SIGKILL under a stream of writes", async () => {
    // The port is this test's alone: the servers before it are gone first.
    await Promise.all(children.filter((c) => c.exitCode === null && c.signalCode === null).map((c) => new Promise((r) => c.once("exit", r).kill("SIGKILL"))));
    // A kill can land when every writer's answer has already left the server (nothing in flight):
    // such a round is checked in full too, and another round is run, up to three, for one that
    // kills with writes in flight.
    let inFlight = 0;
    for (let attempt = 0; attempt < 3 && inFlight === 0; attempt++) {
      const server = await start();
      const round = await killRound({
        base,
        server,
        dbPath,
        mall: "hanam",
        coupons: deviceCoupons(dbPath, "hanam", Date.parse(MALL_CLOCK)),
        writers: 8,
        killAfterMs: 700 + attempt * 130,
        tag: `test${attempt}`,
      });
      expect(round.refused, "writes refused before the kill").toEqual([]);
      expect(round.acknowledged, "writes acknowledged before the kill").toBeGreaterThan(20);
      expect(round.lost).toEqual([]);
      expect(round.strays).toEqual([]);
      expect(round.unsound).toEqual([]);
      inFlight = round.inFlight;
    }
    expect(inFlight, "writes in flight at the kill").toBeGreaterThan(0);
    // The server starts again on the file the kill left.
    await start();
  }, 60_000);
});
