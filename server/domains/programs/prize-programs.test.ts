import { describe, expect, it } from "vitest";
import { parseKstDttm } from "../../lib/kst.ts";
import { createTestServer } from "../../testing.ts";
import { exampleSeq } from "./examples.ts";
import { programsDomain } from "./index.ts";

// The prize program lists (przProgramList.do and the library's twin, decision 3) against the seed.
const NOW = new Date("2026-11-20T03:00:00Z");
const server = () => createTestServer([programsDomain], () => NOW);

interface Row {
  skpSeq?: string;
  slpSeq?: string;
  progRndNo: number;
  isMulti: boolean;
  przDateTime: string;
}

const get = async (s: ReturnType<typeof server>, path: string) => {
  const res = await s.request(path);
  return { status: res.status, body: (await res.json()) as { przProgramList: Row[]; message: string } };
};

describe("prize program lists", () => {
  it("the library's lists only library lectures whose winners are out, one row per round, newest announcement first", async () => {
    const s = server();
    const { status, body } = await get(s, "/api/hanam/fieldLibrary/przProgramList.do");
    expect(status).toBe(200);
    const rows = body.przProgramList;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.slpSeq?.startsWith("SLP01") && r.skpSeq === undefined)).toBe(true);
    const ids = rows.map((r) => r.slpSeq);
    expect(ids).toContain(exampleSeq("library", "announced", "01"));
    expect(ids).toContain(exampleSeq("library", "passed", "01"));
    // Not yet announced: neither the pending draw nor the open lecture.
    expect(ids).not.toContain(exampleSeq("library", "prizePending", "01"));
    expect(ids).not.toContain(exampleSeq("library", "open", "01"));
    expect(rows.every((r) => parseKstDttm(`${r.przDateTime}:00`) <= NOW.getTime())).toBe(true);
    const times = rows.map((r) => r.przDateTime);
    expect(times).toEqual([...times].sort().reverse());
    // A multi-round lecture lists each of its rounds.
    for (const r of rows.filter((x) => x.isMulti)) expect(rows.filter((x) => x.slpSeq === r.slpSeq).length).toBeGreaterThan(1);
  });

  it("the kids list stays kids only, and each listed program's winner list answers", async () => {
    const s = server();
    const kids = (await get(s, "/api/hanam/fieldKids/przProgramList.do")).body.przProgramList;
    expect(kids.length).toBeGreaterThan(0);
    expect(kids.every((r) => r.skpSeq?.startsWith("SKP") && r.slpSeq === undefined)).toBe(true);
    const library = (await get(s, "/api/hanam/fieldLibrary/przProgramList.do")).body.przProgramList;
    for (const id of new Set(library.map((r) => r.slpSeq))) {
      const res = await s.request(`/api/hanam/fieldKids/programPrzList.do?skpSeq=${id}`);
      expect(res.status, id).toBe(200);
    }
  });

  it("answers another mall's lectures only, and 404 for an unknown mall", async () => {
    const s = server();
    const coex = (await get(s, "/api/coexmall/fieldLibrary/przProgramList.do")).body.przProgramList;
    expect(coex.length).toBeGreaterThan(0);
    expect(coex.every((r) => r.slpSeq?.startsWith("SLP02"))).toBe(true);
    expect((await s.request("/api/atlantis/fieldLibrary/przProgramList.do")).status).toBe(404);
  });
});
