import { describe, expect, it } from "vitest";
import { countRows, createTestServer, form } from "../../testing.ts";
import { exampleSeq } from "./examples.ts";
import { programsDomain } from "./index.ts";
import { memberDomain } from "../member/index.ts";
import { loginAsDemo } from "../member/testing.ts";

const server = () => createTestServer([programsDomain, memberDomain]);
const person = { name: "김필드", telNum1: "010", telNum2: "1234", telNum3: "5678", joinNum: 2 };
const JOIN = "/api/hanam/fieldKids/joinProgram.do";

describe("program join", () => {
  it("issues exactly one application for 20 concurrent identical requests, and answers all alike", async () => {
    const s = server();
    await loginAsDemo(s);
    const seq = exampleSeq("kids", "open", "01", "multi");
    const responses = await Promise.all(Array.from({ length: 20 }, () => s.request(JOIN, form({ ...person, skpSeqs: `${seq}_2` }))));
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(new Set(bodies).size).toBe(1);
    expect(countRows(s, "prog_joins")).toBe(1);
    const body = JSON.parse(bodies[0]!) as { joinList: { progSeq: string; progRndNo: number }[] };
    expect(body.joinList).toMatchObject([{ progSeq: seq, progRndNo: 2 }]);
  });

  it("joins a kids program and a library lecture in one request; another round is another application", async () => {
    const s = server();
    await loginAsDemo(s);
    const multi = exampleSeq("kids", "open", "01", "multi");
    const res = await s.request(
      JOIN,
      form({ ...person, joinNum: 1, skpSeqs: `${multi}_1,${multi}_3`, slpSeqs: exampleSeq("library", "open", "01", "single") }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { joinList: unknown[] }).joinList).toHaveLength(3);
    expect(countRows(s, "prog_joins")).toBe(3);
  });

  it("refuses joins outside the join window or past the deadline flag, with clear messages, writing nothing", async () => {
    const s = server();
    await loginAsDemo(s);
    const cases = [
      [exampleSeq("kids", "deadline", "01", "single"), "Applications are closed: the program is fully booked."],
      [exampleSeq("kids", "prizePending", "01", "single"), "The application period has ended."],
      [exampleSeq("kids", "announced", "01", "single"), "The application period has ended."],
      [exampleSeq("kids", "upcoming", "01"), "The application period has not started yet."],
    ] as const;
    for (const [seq, message] of cases) {
      const res = await s.request(JOIN, form({ ...person, joinNum: 1, skpSeqs: `${seq}_1` }));
      expect(res.status, seq).toBe(409);
      expect(await res.json()).toEqual({ message });
    }
    // One refused entry refuses the whole request.
    const mixed = await s.request(JOIN, form({ ...person, joinNum: 1, skpSeqs: `${exampleSeq("kids", "open", "01", "single")},${cases[0][0]}` }));
    expect(mixed.status).toBe(409);
    expect(countRows(s, "prog_joins")).toBe(0);
  });

  it("answers bad input with 400 and writes nothing", async () => {
    const s = server();
    await loginAsDemo(s);
    const open = exampleSeq("kids", "open", "01", "single");
    const bad = [
      { ...person, skpSeqs: open, telNum3: "12" },
      { ...person, skpSeqs: open, name: "" },
      { ...person },
      { ...person, skpSeqs: "SLP01001" },
      { ...person, slpSeqs: open },
      { ...person, skpSeqs: open, joinNum: 99 },
      { ...person, skpSeqs: open, joinNum: 3 },
      { ...person, skpSeqs: exampleSeq("kids", "open", "01", "multi") },
      { ...person, skpSeqs: `${open}_7` },
    ];
    for (const fields of bad) expect((await s.request(JOIN, form(fields))).status, JSON.stringify(fields)).toBe(400);
    expect(countRows(s, "prog_joins")).toBe(0);
  });

  it("needs a session, refuses another customer's id, and 404s another mall's program", async () => {
    const s = server();
    const open = exampleSeq("kids", "open", "01", "single");
    expect((await s.request(JOIN, form({ ...person, skpSeqs: open }))).status).toBe(401);
    await loginAsDemo(s);
    expect((await s.request(JOIN, form({ ...person, skpSeqs: open, custid: "M0000002" }))).status).toBe(403);
    expect((await s.request("/api/goyang/fieldKids/joinProgram.do", form({ ...person, skpSeqs: open }))).status).toBe(404);
    expect(countRows(s, "prog_joins")).toBe(0);
  });

  it("lists open programs on the join list", async () => {
    const s = server();
    const body = (await (await s.request("/api/hanam/fieldKids/programJoinList.do")).json()) as { list: { skpSeq: string }[] };
    const ids = body.list.map((p) => p.skpSeq);
    expect(ids).toContain(exampleSeq("kids", "open", "01", "single"));
    expect(ids).not.toContain(exampleSeq("kids", "deadline", "01", "single"));
  });
});

describe("rental join", () => {
  const RNT = "/api/hanam/rnt/joinRnt.do";
  it("issues exactly one rental application for 20 concurrent identical requests", async () => {
    const s = server();
    await loginAsDemo(s);
    const responses = await Promise.all(Array.from({ length: 20 }, () => s.request(RNT, form({ ...person, rntSeq: "RNT01001" }))));
    const bodies = await Promise.all(responses.map((r) => r.text()));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(bodies).size).toBe(1);
    expect(countRows(s, "prog_rental_joins")).toBe(1);
  });

  it("refuses rentals outside the window, over capacity or with bad input, writing nothing", async () => {
    const s = server();
    await loginAsDemo(s);
    const list = (await (await s.request("/api/hanam/rnt/rntList.do")).json()) as { rntList: { rntSeq: string; joinAvlYn: string; joinDdlnYn: string }[] };
    const closed = list.rntList.filter((r) => r.joinAvlYn === "N");
    expect(closed.length).toBeGreaterThanOrEqual(3);
    for (const r of closed) expect((await s.request(RNT, form({ ...person, rntSeq: r.rntSeq }))).status, r.rntSeq).toBe(409);
    expect((await s.request(RNT, form({ ...person, rntSeq: "RNT01001", joinNum: 50 }))).status).toBe(400);
    expect((await s.request(RNT, form({ ...person, rntSeq: "RNT01001", joinNum: 10, telNum1: "02" }))).status).toBe(400);
    expect((await s.request(RNT, form({ ...person, rntSeq: "NOPE" }))).status).toBe(404);
    expect(countRows(s, "prog_rental_joins")).toBe(0);
    const notices = (await (await s.request("/api/hanam/rnt/winnerNoticeList.do")).json()) as { winnerNoticeList: unknown[] };
    expect(notices.winnerNoticeList.length).toBeGreaterThan(0);
  });
});
