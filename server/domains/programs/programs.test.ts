import { describe, expect, it } from "vitest";
import { programsEndpoints } from "../../../schemas/api/programs.ts";
import { parseKstDttm } from "../../lib/kst.ts";
import { createTestServer } from "../../testing.ts";
import { exampleSeq } from "./examples.ts";
import { programsDomain } from "./index.ts";
import { joinState, type JoinState } from "./join-state.ts";
import { memberDomain } from "../member/index.ts";
import { sendExampleAs } from "../member/testing.ts";

const NOW = new Date("2026-11-20T03:00:00Z");
const server = () => createTestServer([programsDomain, memberDomain], () => NOW);

interface ListedProgram {
  skpSeq?: string;
  slpSeq?: string;
  progDt: string;
  progStrtHm: string;
  isMulti: boolean;
  joinStrtDttm: string;
  joinEndDttm: string;
  joinDdlnYn: "Y" | "N";
  joinAvlYn: "Y" | "N";
  przYn: "Y" | "N";
  przStrtDttm: string | null;
}

async function allPages(s: ReturnType<typeof server>, path: string): Promise<ListedProgram[]> {
  const out: ListedProgram[] = [];
  for (let page = 1; ; page++) {
    const body = (await (await s.request(`${path}?pageIndex=${page}`)).json()) as { programList: ListedProgram[]; paginationInfo: { totalPageCount: number } };
    out.push(...body.programList);
    if (page >= body.paginationInfo.totalPageCount) return out;
  }
}

/** The button state the screen derives from the fields (spec part-1 §4). */
const stateOf = (p: ListedProgram, now = NOW): JoinState =>
  joinState(
    {
      joinStrtAt: parseKstDttm(p.joinStrtDttm),
      joinEndAt: parseKstDttm(p.joinEndDttm),
      joinDdlnYn: p.joinDdlnYn,
      przYn: p.przYn,
      przStrtAt: p.przStrtDttm ? parseKstDttm(p.przStrtDttm) : null,
    },
    now.getTime(),
  );

describe("programs domain", () => {
  it("routes every catalogue entry exactly once, with ids domain.key", () => {
    expect(new Set(programsDomain.routes.map((r) => r.endpoint.id)).size).toBe(programsDomain.routes.length);
    expect(programsDomain.routes.map((r) => r.endpoint).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      Object.values(programsEndpoints).sort((a, b) => a.id.localeCompare(b.id)),
    );
    for (const [key, e] of Object.entries(programsEndpoints)) expect(e.id).toBe(`${programsDomain.name}.${key}`);
  });

  it("answers every route's example on a fresh seed with a body its response schema accepts", async () => {
    const s = server();
    for (const def of programsDomain.routes) {
      const res = await sendExampleAs(s, def);
      const json = await res.json();
      expect({ id: def.endpoint.id, status: res.status, body: res.status === 200 ? "ok" : json }).toEqual({ id: def.endpoint.id, status: 200, body: "ok" });
      const parsed = def.endpoint.response.safeParse(json);
      expect(parsed.success, `${def.endpoint.id}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(true);
    }
  });

  // The pinned clock, and a late evening in Korea on another date: the seed is relative to its clock.
  for (const now of [NOW, new Date("2027-03-05T14:40:00Z")]) {
    it(`seeds every join button state in the kids and library lists (clock ${now.toISOString()})`, async () => {
      const s = createTestServer([programsDomain], () => now);
      for (const [kind, path] of [
        ["kids", "/api/hanam/fieldKids/programList.do"],
        ["library", "/api/hanam/fieldLibrary/lectureList.do"],
      ] as const) {
        const list = await allPages(s, path);
        const states = new Set(list.map((p) => stateOf(p, now)));
        for (const st of ["open", "deadline", "prizePending", "announced", "upcoming"] as const) expect(states, `${kind} ${st}`).toContain(st);
        // joinAvlYn is the server's view of the same rule.
        for (const p of list) expect(p.joinAvlYn === "Y", `${kind} ${p.skpSeq ?? p.slpSeq}`).toBe(stateOf(p, now) === "open");
        // Winners announced: one program with a winner list, one with an empty list.
        const announced = list.filter((p) => stateOf(p, now) === "announced");
        const sizes = await Promise.all(
          announced.map(
            async (p) =>
              ((await (await s.request(`/api/hanam/fieldKids/programPrzList.do?skpSeq=${p.skpSeq ?? p.slpSeq}`)).json()) as { przList: unknown[] }).przList
                .length,
          ),
        );
        expect(
          sizes.some((n) => n > 0),
          kind,
        ).toBe(true);
        expect(
          sizes.some((n) => n === 0),
          kind,
        ).toBe(true);
        expect(list.some((p) => p.isMulti) && list.some((p) => !p.isMulti)).toBe(true);
      }
    });
  }

  it("lists programs by start date-time, single-round before multi-round on a tie", async () => {
    const s = server();
    const list = await allPages(s, "/api/hanam/fieldKids/programList.do");
    const key = (p: ListedProgram) => `${p.progDt} ${p.progStrtHm} ${p.isMulti ? 1 : 0}`;
    expect(list.map(key)).toEqual(list.map(key).sort());
    const ties = list.filter((p, i) => list.some((q, j) => i !== j && q.progDt === p.progDt && q.progStrtHm === p.progStrtHm));
    expect(ties.length).toBeGreaterThanOrEqual(2);
    expect(ties[0]!.isMulti).toBe(false);
    expect(ties.at(-1)!.isMulti).toBe(true);
  });

  it("pages the list (10 a page) and filters by theme; passed programs are listed apart", async () => {
    const s = server();
    const first = (await (await s.request("/api/hanam/fieldKids/programList.do")).json()) as {
      programList: { thm: string }[];
      paginationInfo: { totalRecordCount: number; totalPageCount: number };
      resultCommCodeThm: { commCd: string }[];
    };
    expect(first.programList).toHaveLength(10);
    expect(first.paginationInfo.totalPageCount).toBe(2);
    const thm = first.resultCommCodeThm[0]!.commCd;
    const filtered = (await (await s.request(`/api/hanam/fieldKids/programList.do?thm=${thm}`)).json()) as { programList: { thm: string }[] };
    expect(filtered.programList.length).toBeGreaterThan(0);
    expect(filtered.programList.every((p) => p.thm === thm)).toBe(true);
    const passed = (await (await s.request("/api/hanam/fieldKids/programList.do?passed=Y")).json()) as { programList: { progDt: string }[] };
    expect(passed.programList.length).toBeGreaterThan(0);
    expect(passed.programList.every((p) => p.progDt < "2026-11-20")).toBe(true);
  });

  it("shows seats in winner tables except at coexmall", async () => {
    const s = server();
    const seats = async (mall: string, code: string) =>
      (
        (await (await s.request(`/api/${mall}/fieldKids/programPrzList.do?skpSeq=${exampleSeq("kids", "announced", code)}`)).json()) as {
          przList: { przList: { seatInfo: string | null; telNum: string }[] }[];
        }
      ).przList.flatMap((r) => r.przList);
    const hanam = await seats("hanam", "01");
    const coex = await seats("coexmall", "02");
    expect(hanam.length).toBeGreaterThan(0);
    expect(hanam.every((w) => w.seatInfo !== null && /^\d{4}$/.test(w.telNum))).toBe(true);
    expect(coex.length).toBeGreaterThan(0);
    expect(coex.every((w) => w.seatInfo === null)).toBe(true);
  });

  it("answers 404 for another mall's program, an unknown id and an unknown mall; 400 for a malformed id", async () => {
    const s = server();
    expect((await s.request(`/api/goyang/fieldKids/programDetail.do?skpSeq=${exampleSeq("kids", "open", "01")}`)).status).toBe(404);
    expect((await s.request("/api/hanam/fieldKids/programDetail.do?skpSeq=SKP99999")).status).toBe(404);
    expect((await s.request("/api/atlantis/fieldKids/programList.do")).status).toBe(404);
    expect((await s.request("/api/hanam/fieldKids/programDetail.do?skpSeq=SLP01001")).status).toBe(400);
    expect((await s.request("/api/hanam/fieldLibrary/lectureDetail.do?slpSeq=SKP01001")).status).toBe(400);
    expect((await s.request("/api/hanam/fieldKids/programList.do?pageIndex=0")).status).toBe(400);
  });
});
