import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_MEMBERS } from "./domains/member/testing.ts";

const dir = mkdtempSync(join(tmpdir(), "mall-durable-"));
const dbPath = join(dir, "mall.db");
const port = 4600 + Math.floor(Math.random() * 300);
const base = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];

/** Starts the real server (TypeScript through tsx's loader, one process) on the test database. */
async function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DB_PATH: dbPath, STATIC_DIR: join(dir, "no-app") },
    stdio: "ignore",
  });
  children.push(child);
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/hanam/login/status.do`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the server did not start");
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
});
