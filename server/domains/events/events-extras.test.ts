import { describe, expect, it } from "vitest";
import { eventsEndpoints as ep } from "../../../schemas/api/events.ts";
import { passwordHashing } from "../../lib/passwords.ts";
import { countRows, createTestServer, requestOf } from "../../testing.ts";
import { couponsDomain } from "../coupons/index.ts";
import { concurrently, loginDomain } from "../coupons/testing.ts";
import { loginAsDemo } from "../member/testing.ts";
import { eventsDomain } from "./index.ts";

const server = () => createTestServer([couponsDomain, eventsDomain, loginDomain]);
type S = ReturnType<typeof server>;
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const HUNT = "E01T0001";
const GUEST = "E02G0001";

describe("treasure hunt", () => {
  const serials = (s: S) =>
    (s.deps.db.prepare("SELECT serial_no FROM treasures WHERE evt_seq = ? ORDER BY trs_no").all(HUNT) as { serial_no: string }[]).map((r) => r.serial_no);
  const rewards = (s: S) =>
    s.deps.db.prepare("SELECT cp_seq, need_cnt FROM treasure_rewards WHERE evt_seq = ? ORDER BY need_cnt").all(HUNT) as { cp_seq: number; need_cnt: number }[];
  const check = async (s: S, serialNo: string) => s.request(...requestOf(ep.treasureSerialCheck, { mall: "hanam" }, { evt_seq: HUNT, serialNo }));

  it("takes a member from joining through finds to the reward coupons", async () => {
    const s = server();
    await loginAsDemo(s, 2);
    expect((await check(s, serials(s)[0]!)).status).toBe(422); // join first
    const joins = await concurrently(s, 20, () => requestOf(ep.treasureApply, { mall: "hanam" }, { evt_seq: HUNT }));
    expect(new Set(joins.map((j) => `${j.status} ${j.body}`)).size).toBe(1);
    expect(countRows(s, "event_applications", "evt_seq = ? AND cust_id = 'M0000002'", HUNT)).toBe(1);
    const miss = ep.treasureSerialCheck.response.parse(await json(await check(s, "ZZZZ99")));
    expect(miss).toMatchObject({ matchYn: "N", trsNo: null, foundCnt: 0, totalCnt: 5 });
    const [low, high] = rewards(s);
    const claim = (cp_seq: number) => s.request(...requestOf(ep.treasureCoupon, { mall: "hanam" }, { evt_seq: HUNT, cp_seq }));
    expect((await claim(low!.cp_seq)).status).toBe(422);
    for (const serial of serials(s).slice(0, 3))
      expect(ep.treasureSerialCheck.response.parse(await json(await check(s, serial.toLowerCase()))).matchYn).toBe("Y");
    const hints = ep.treasureHint.response.parse(await json(await s.request(...requestOf(ep.treasureHint, { mall: "hanam" }, { evt_seq: HUNT }))));
    expect(hints.hintList.map((h) => h.foundYn)).toEqual(["Y", "Y", "Y", "N", "N"]);
    const claims = await concurrently(s, 20, () => requestOf(ep.treasureCoupon, { mall: "hanam" }, { evt_seq: HUNT, cp_seq: low!.cp_seq }));
    expect(claims.every((c) => c.status === 200)).toBe(true);
    expect(new Set(claims.map((c) => c.body)).size).toBe(1);
    expect(countRows(s, "coupon_issues", "cp_seq = ? AND holder_id = 'M0000002'", low!.cp_seq)).toBe(1);
    expect((await claim(high!.cp_seq)).status).toBe(422);
    const list = ep.treasureCouponList.response.parse(await json(await s.request(...requestOf(ep.treasureCouponList, { mall: "hanam" }, { evt_seq: HUNT }))));
    expect(list.couponList.map((c) => [c.needCnt, c.availYn, c.issYn])).toEqual([
      [3, "Y", "Y"],
      [5, "N", "N"],
    ]);
  });

  it("keeps reward coupons out of the download call", async () => {
    const s = server();
    await loginAsDemo(s);
    const res = await s.request(`/api/hanam/eventCoupon/coupon/${rewards(s)[0]!.cp_seq}.do`, { method: "POST" });
    expect(res.status).toBe(422);
  });
});

describe("brand promotions", () => {
  it("lists promotions in progress and ended, and shows one", async () => {
    const s = server();
    const ing = ep.brandPromotionList.response.parse(await json(await s.request("/api/hanam/event/brandPromotion.do")));
    const end = ep.brandPromotionList.response.parse(await json(await s.request("/api/hanam/event/brandPromotion.do?evtStat=end")));
    expect([ing.resultList.length, end.resultList.length]).toEqual([4, 2]);
    const view = ep.brandPromotionView.response.parse(
      await json(await s.request(`/api/hanam/event/brandPromotionView.do?evt_seq=${ing.resultList[0]!.evt_seq}`)),
    );
    expect(view.brandPromotion.evt_cont).toContain("<ul>");
    expect((await s.request(`/api/goyang/event/brandPromotionView.do?evt_seq=${ing.resultList[0]!.evt_seq}`)).status).toBe(404);
  });
});

describe("guest book", () => {
  const list = async (s: S) => ep.guestBookList.response.parse(await json(await s.request(`/api/coexmall/event/guestBookList.do?evtSeq=${GUEST}`)));
  const save = (s: S, fields: Record<string, string | number>) => s.request(...requestOf(ep.guestBookSave, { mall: "coexmall" }, { evtSeq: GUEST, ...fields }));
  const del = (s: S, evtAplySeq: number, password: string) =>
    s.request(...requestOf(ep.guestBookDelete, { mall: "coexmall" }, { evtSeq: GUEST, evtAplySeq, password }));

  it("pages the seeded entries newest first with their replies", async () => {
    const s = server();
    const page = await list(s);
    expect(page.paginationInfo.totalRecordCount).toBe(12);
    expect(page.resultList).toHaveLength(10);
    expect(page.resultList.some((e) => e.replyList.length > 0)).toBe(true);
  });

  it("writes entries and replies, keeps only a hash of the password, and deletes with the right password", async () => {
    const s = server();
    const created = ep.guestBookSave.response.parse(
      await json(await save(s, { nickname: "첫방문", password: "pw1234", guestBookDetail: "너무 멋진 전시였어요!" })),
    );
    const reply = ep.guestBookSave.response.parse(
      await json(await save(s, { nickname: "운영사무국", password: "admin1", guestBookDetail: "감사합니다!", evtAplySeq: created.evtAplySeq })),
    );
    const stored = s.deps.db.prepare("SELECT pw_hash FROM guest_book WHERE evt_aply_seq = ?").get(created.evtAplySeq) as { pw_hash: string };
    expect(stored.pw_hash).toMatch(/^scrypt\$/);
    expect(stored.pw_hash).not.toContain("pw1234");
    const top = (await list(s)).resultList[0]!;
    expect(top.evtAplySeq).toBe(created.evtAplySeq);
    expect(top.replyList.map((r) => r.evtAplySeq)).toEqual([reply.evtAplySeq]);
    expect(JSON.stringify(top)).not.toContain("pw");
    expect((await del(s, created.evtAplySeq, "wrong1")).status).toBe(403);
    expect((await del(s, created.evtAplySeq, "pw1234")).status).toBe(200);
    expect((await list(s)).resultList[0]!.evtAplySeq).not.toBe(created.evtAplySeq);
    expect((await del(s, created.evtAplySeq, "pw1234")).status).toBe(404);
    expect((await save(s, { nickname: "늦은답글", password: "pw9999", guestBookDetail: "답글", evtAplySeq: created.evtAplySeq })).status).toBe(404);
  });

  it("answers bad input with 400 and writes nothing", async () => {
    const s = server();
    const before = countRows(s, "guest_book");
    const bad: Record<string, string>[] = [
      { nickname: "", password: "pw1234", guestBookDetail: "내용" },
      { nickname: "이름", password: "12", guestBookDetail: "내용" },
      { nickname: "이름", password: "pw1234", guestBookDetail: "가".repeat(501) },
      { nickname: "이름", password: "pw1234", guestBookDetail: "내용", evtAplySeq: "x" },
    ];
    for (const fields of bad) expect((await save(s, fields)).status).toBe(400);
    expect(
      (await s.request(...requestOf(ep.guestBookSave, { mall: "coexmall" }, { evtSeq: "E02 G", nickname: "a", password: "pw1234", guestBookDetail: "b" })))
        .status,
    ).toBe(400);
    expect(countRows(s, "guest_book")).toBe(before);
    expect(await save(s, { nickname: "이름", password: "pw1234", guestBookDetail: "내용" }).then((r) => r.status)).toBe(200);
    expect(
      (await s.request(...requestOf(ep.guestBookSave, { mall: "hanam" }, { evtSeq: GUEST, nickname: "a", password: "pw1234", guestBookDetail: "b" }))).status,
    ).toBe(404);
  });

  it("checks a writer's password in the visitor lane of the hash gate: an address with its share of checks out gets 429 and writes nothing", async () => {
    const s = server();
    const seq = (await list(s)).resultList[0]!.evtAplySeq;
    const before = countRows(s, "guest_book");
    const deleted = countRows(s, "guest_book", "del_yn = 'Y'");
    // The test server's requests come from the address "local": hold that address's share of checks.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holds = Array.from({ length: passwordHashing.limits.perClient }, () => passwordHashing.run(() => held, { lane: "visitor", client: "local" }));
    try {
      const saved = await save(s, { nickname: "줄서기", password: "pw1234", guestBookDetail: "내용" });
      expect(saved.status).toBe(429);
      expect(saved.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await del(s, seq, "pw1234")).status).toBe(429);
      expect(countRows(s, "guest_book")).toBe(before);
      expect(countRows(s, "guest_book", "del_yn = 'Y'")).toBe(deleted);
    } finally {
      release();
      await Promise.all(holds);
    }
    expect((await save(s, { nickname: "줄서기", password: "pw1234", guestBookDetail: "내용" })).status).toBe(200);
  });

  it("limits delete attempts per client", async () => {
    const s = server();
    const seq = (await list(s)).resultList[0]!.evtAplySeq;
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await del(s, seq, `wrong${i}`)).status);
    expect(statuses.slice(0, 10).every((x) => x === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
