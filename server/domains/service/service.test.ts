import { describe, expect, it } from "vitest";
import { serviceEndpoints } from "../../../schemas/api/service.ts";
import { createApp } from "../../app.ts";
import { migrate } from "../../db/migrate.ts";
import { openDb } from "../../db/open.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { prepareRuntime } from "../../runtime.ts";
import { countRows, createTestServer, form, requestOf } from "../../testing.ts";
import { memberDomain } from "../member/index.ts";
import { loginAsDemo, sendExampleAs } from "../member/testing.ts";
import { serviceDomain } from "./index.ts";
import { serviceMigrations } from "./migrations.ts";
import { DEMO_GUEST } from "./seed.ts";

const server = () => createTestServer([serviceDomain, memberDomain]);
type Server = ReturnType<typeof server>;
const count = (s: Server) => countRows(s, "svc_qna");
const json = async <T>(r: Response | Promise<Response>) => (await (await r).json()) as T;

interface FaqBody {
  codeList: { cateSeq: number }[];
  faqList: { cateSeq: number; faqTitlKo: string; faqContKo: string }[];
  paginationInfo: { totalRecordCount: number; totalPageCount: number; currentPageNo: number };
}

describe("service domain", () => {
  it("routes every catalogue entry exactly once, with ids domain.key", () => {
    expect(new Set(serviceDomain.routes.map((r) => r.endpoint.id)).size).toBe(serviceDomain.routes.length);
    expect(serviceDomain.routes.map((r) => r.endpoint).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      Object.values(serviceEndpoints).sort((a, b) => a.id.localeCompare(b.id)),
    );
    for (const [key, e] of Object.entries(serviceEndpoints)) expect(e.id).toBe(`${serviceDomain.name}.${key}`);
  });

  it("answers every route's example on a fresh seed with a body its response schema accepts", async () => {
    const s = server();
    for (const def of serviceDomain.routes) {
      const res = await sendExampleAs(s, def);
      const json = await res.json();
      expect({ id: def.endpoint.id, status: res.status, body: res.status === 200 ? "ok" : json }).toEqual({ id: def.endpoint.id, status: 200, body: "ok" });
      const parsed = def.endpoint.response.safeParse(json);
      expect(parsed.success, `${def.endpoint.id}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(true);
    }
  });

  it("pages the FAQ and filters it by category and keyword", async () => {
    const s = server();
    const all = await json<FaqBody>(s.request("/api/hanam/service/faq.do", form({ pageIndex: 1 })));
    expect(all.codeList.map((c) => c.cateSeq)).toEqual([0, 1, 2, 3]);
    expect(all.paginationInfo).toMatchObject({ totalRecordCount: 24, totalPageCount: 3, currentPageNo: 1 });
    expect(all.faqList).toHaveLength(10);
    const last = await json<FaqBody>(s.request("/api/hanam/service/faq.do", form({ pageIndex: 3, cateSeq: "" })));
    expect(last.faqList).toHaveLength(4);
    const pages = [...all.faqList, ...(await json<FaqBody>(s.request("/api/hanam/service/faq.do", form({ pageIndex: 2 })))).faqList, ...last.faqList];
    expect(new Set(pages.map((f) => f.faqTitlKo)).size).toBe(24);
    const facility = await json<FaqBody>(s.request("/api/hanam/service/faq.do", form({ pageIndex: 1, cateSeq: 2 })));
    expect(facility.paginationInfo.totalRecordCount).toBe(8);
    expect(facility.faqList.every((f) => f.cateSeq === 2)).toBe(true);
    const kw = await json<FaqBody>(s.request("/api/hanam/service/faq.do", form({ cateSeq: 3, searchKeyword: "포인트" })));
    expect(kw.faqList.length).toBeGreaterThan(0);
    expect(kw.faqList.every((f) => f.cateSeq === 3 && (f.faqTitlKo + f.faqContKo).includes("포인트"))).toBe(true);
    expect((await json<FaqBody>(s.request("/api/hanam/service/faq.do", form({ searchKeyword: "_" })))).faqList).toHaveLength(0);
    expect((await json<FaqBody>(s.request("/api/hanam/service/faq.do", form({ searchKeyword: "50%" })))).faqList).toHaveLength(1);
    expect((await s.request("/api/hanam/service/faq.do", form({ cateSeq: 7 }))).status).toBe(400);
    expect((await s.request("/api/hanam/service/faq.do", form({ pageIndex: "x" }))).status).toBe(400);
  });

  it("finds a visitor's inquiries with the right password only", async () => {
    const s = server();
    const q = (email: string, pw: string) =>
      s.request(`/api/hanam/service/qnalist/nonMemberLogin.do?${new URLSearchParams({ custEmail: email, qutnPw: pw, lan: "en" })}`);
    const right = await q(DEMO_GUEST.email, DEMO_GUEST.password);
    expect(right.status).toBe(200);
    const body = (await right.json()) as { qnaList: { qnaStatNm: string }[] };
    expect(body.qnaList).toHaveLength(2);
    expect(body.qnaList.map((x) => x.qnaStatNm).sort()).toEqual(["Answer complete", "Checking"]);
    expect((await q(DEMO_GUEST.email, "wrong-password")).status).toBe(401);
    expect((await q("nobody@example.com", DEMO_GUEST.password)).status).toBe(401);
    expect((await q("not-an-email", DEMO_GUEST.password)).status).toBe(400);
    // Another mall holds other inquiries of the same visitor.
    expect((await s.request(`/api/goyang/service/qnalist/nonMemberLogin.do?custEmail=${DEMO_GUEST.email}&qutnPw=${DEMO_GUEST.password}`)).status).toBe(200);
  });

  it("still finds a visitor's inquiries written before the e-mail digest, with their password only", async () => {
    // A database of the first schema, with inquiries as the server then wrote them (a random salt each).
    const db = openDb(":memory:");
    migrate(db, [{ domain: "service", migrations: serviceMigrations.slice(0, 1) }]);
    const now = new Date("2026-11-20T03:00:00Z").getTime();
    const old = db.prepare(
      `INSERT INTO svc_qna (mall, qna_grp_seq, lan, cate_high_cd, reply_mean, cust_nm, cust_email, pw_hash, titl, cont, stat, reg_at, upd_at)
       VALUES ('hanam', 0, 'ko', '50', 'EMAIL', '한방문', 'old@example.com', ?, ?, '내용', 'CHECKING', ?, ?)`,
    );
    for (const [pw, titl, daysAgo] of [
      ["someone-else", "다른 사람의 문의", 9],
      ["old-pass-1", "예전 문의 하나", 5],
      ["old-pass-1", "예전 문의 둘", 3],
    ] as const) {
      const r = old.run(hashPassword(pw, undefined, 1024), titl, now - daysAgo * 86_400_000, now);
      db.prepare("UPDATE svc_qna SET qna_grp_seq = qna_seq WHERE qna_seq = ?").run(r.lastInsertRowid);
    }
    // The server starts on it: the later migrations run.
    const domains = [serviceDomain, memberDomain];
    const app = createApp(prepareRuntime(domains, { dbPath: ":memory:", db, now: () => new Date(now) }), domains);
    // Every visitor's row got its digest.
    expect(db.prepare("SELECT COUNT(*) AS n FROM svc_qna WHERE cust_id IS NULL AND email_digest IS NULL").get()).toEqual({ n: 0 });
    const lookup = async (qutnPw: string) => {
      const res = await app.request(...requestOf(serviceEndpoints.nonMemberQnaList, { mall: "hanam" }, { custEmail: "old@example.com", qutnPw }));
      return {
        status: res.status,
        titles: res.status === 200 ? ((await res.json()) as { qnaList: { qutnTitl: string }[] }).qnaList.map((q) => q.qutnTitl) : [],
      };
    };
    expect(await lookup("old-pass-1")).toEqual({ status: 200, titles: ["예전 문의 둘", "예전 문의 하나"] });
    expect(await lookup("old-pass-1")).toEqual({ status: 200, titles: ["예전 문의 둘", "예전 문의 하나"] });
    expect(await lookup("someone-else")).toEqual({ status: 200, titles: ["다른 사람의 문의"] });
    expect((await lookup("wrong-password")).status).toBe(401);
    // The seeded visitor, written after the migrations, is found as before.
    const seeded = await app.request(
      ...requestOf(serviceEndpoints.nonMemberQnaList, { mall: "hanam" }, { custEmail: DEMO_GUEST.email, qutnPw: DEMO_GUEST.password }),
    );
    expect(((await seeded.json()) as { qnaList: unknown[] }).qnaList).toHaveLength(2);
  });

  it("saves a non-member inquiry with a hashed password, and refuses bad input writing nothing", async () => {
    const s = server();
    const base = {
      cateHighCd: "20",
      cateLowCd: "2020",
      replyMean: "EMAIL",
      custNm: "최손님",
      custEmail: "guest2@example.com",
      qutnPw: "secret99",
      qutnTitl: "주차장 높이 제한",
      qutnCont: "승합차도 주차할 수 있나요?",
    };
    const before = count(s);
    for (const bad of [
      { ...base, qutnCont: "  " },
      { ...base, qutnPw: "" },
      { ...base, custEmail: "" },
      { ...base, cateHighCd: "77" },
      { ...base, cateLowCd: "1010" },
      { ...base, replyMean: "SMS" },
      { ...base, custid: "M0000001" },
    ])
      expect([400, 401], JSON.stringify(bad)).toContain((await s.request("/api/hanam/service/qnaSave.do", form(bad))).status);
    expect(count(s)).toBe(before);
    const saved = await s.request("/api/hanam/service/qnaSave.do", form(base));
    expect(saved.status).toBe(200);
    const { qnaSeq } = (await saved.json()) as { qnaSeq: number };
    const stored = s.deps.db.prepare("SELECT pw_hash, cust_id FROM svc_qna WHERE qna_seq = ?").get(qnaSeq) as { pw_hash: string; cust_id: string | null };
    expect(stored.cust_id).toBeNull();
    expect(stored.pw_hash).toMatch(/^scrypt\$/);
    expect(stored.pw_hash).not.toContain("secret99");
    const detail = await json<{ qna: { qutnTitl: string; qnaStatNm: string; memberYn: string } }>(
      s.request(`/api/hanam/service/csQna.do?qnaSeq=${qnaSeq}&custEmail=guest2@example.com&qutnPw=secret99`),
    );
    expect(detail.qna).toMatchObject({ qutnTitl: "주차장 높이 제한", qnaStatNm: "확인중", memberYn: "N" });
    expect((await s.request(`/api/hanam/service/csQna.do?qnaSeq=${qnaSeq}&custEmail=guest2@example.com&qutnPw=nope1`)).status).toBe(401);
    expect((await s.request(`/api/hanam/service/csQna.do?qnaSeq=${qnaSeq}`)).status).toBe(401);
  });

  it("shows members their own inquiries only", async () => {
    const s = server();
    expect((await s.request("/api/hanam/service/myQna.do")).status).toBe(401);
    await loginAsDemo(s, 2);
    const other = await json<{ qnaList: { qnaSeq: number }[] }>(s.request("/api/hanam/service/myQna.do"));
    await loginAsDemo(s, 1);
    const mine = await json<{ qnaList: { qnaSeq: number; delYn: string; qutnTitl: string }[] }>(s.request("/api/hanam/service/myQna.do?lan=ko"));
    expect(mine.qnaList).toHaveLength(4);
    expect(other.qnaList).toHaveLength(1);
    expect(mine.qnaList.some((q) => other.qnaList.some((o) => o.qnaSeq === q.qnaSeq))).toBe(false);
    expect(mine.qnaList.find((q) => q.delYn === "Y")!.qutnTitl).toBe("삭제된 문의입니다.");
    expect((await s.request(`/api/hanam/service/csQna.do?qnaSeq=${other.qnaList[0]!.qnaSeq}`)).status).toBe(403);
    expect((await s.request("/api/hanam/service/myQna.do?custid=M0000002")).status).toBe(403);
    // A member's inquiry needs no password.
    const saved = await s.request(
      "/api/hanam/service/qnaSave.do",
      form({
        custid: "M0000001",
        cateHighCd: "90",
        custNm: "김필드",
        replyMean: "SMS",
        custCelNum1: "010",
        custCelNum2: "1234",
        custCelNum3: "5678",
        qutnTitl: "문의",
        qutnCont: "내용",
      }),
    );
    expect(saved.status).toBe(200);
    expect((await json<{ qnaList: unknown[] }>(s.request("/api/hanam/service/myQna.do"))).qnaList).toHaveLength(5);
  });

  it("adds to an open thread only: content required; answered or deleted threads cannot be modified", async () => {
    const s = server();
    await loginAsDemo(s);
    const mine = await json<{ qnaList: { qnaSeq: number; qnaStat: string; delYn: string; addCnt: number }[] }>(s.request("/api/hanam/service/myQna.do"));
    const open = mine.qnaList.find((q) => q.qnaStat === "CHECKING" && q.delYn === "N")!;
    const answered = mine.qnaList.find((q) => q.qnaStat === "ANSWERED")!;
    const deleted = mine.qnaList.find((q) => q.delYn === "Y")!;
    const add = (qnaGrpSeq: number, qutnCont: string) => s.request("/api/hanam/service/myQna/addInquiry.do", form({ qnaGrpSeq, qutnCont }));
    const before = count(s);
    expect((await add(open.qnaSeq, " ")).status).toBe(400);
    expect((await add(answered.qnaSeq, "추가 문의")).status).toBe(409);
    expect((await add(deleted.qnaSeq, "추가 문의")).status).toBe(410);
    const edit = await s.request(
      "/api/hanam/service/qnaSave.do",
      form({ upQnaSeq: answered.qnaSeq, cateHighCd: "20", custNm: "김필드", custEmail: "member1@example.com", qutnTitl: "수정", qutnCont: "수정" }),
    );
    expect(edit.status).toBe(409);
    // Once confirmed, the first post stays as written; more goes in an additional inquiry.
    const confirmed = mine.qnaList.find((q) => q.qnaStat === "CONFIRMED")!;
    const late = await s.request(
      "/api/hanam/service/qnaSave.do",
      form({ upQnaSeq: confirmed.qnaSeq, cateHighCd: "10", custNm: "김필드", custEmail: "member1@example.com", qutnTitl: "수정", qutnCont: "수정" }),
    );
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toMatch(/being answered cannot be edited/);
    expect(count(s)).toBe(before);
    expect((await add(open.qnaSeq, "사진도 첨부하고 싶어요.")).status).toBe(200);
    expect((await add(confirmed.qnaSeq, "영수증 사진을 보내 드릴게요.")).status).toBe(200);
    const detail = await json<{ qna: { addList: { qutnCont: string; upQnaSeq: number }[] } }>(
      s.request(`/api/hanam/service/csQna.do?qnaSeq=${open.qnaSeq}&lan=en`),
    );
    expect(detail.qna.addList).toEqual([expect.objectContaining({ qutnCont: "사진도 첨부하고 싶어요.", upQnaSeq: open.qnaSeq })]);
  });

  it("pages investor notices and reports, page 1 by default", async () => {
    const s = server();
    const first = await json<{ investorList: { ivsType: string }[]; paginationInfo: { currentPageNo: number; totalRecordCount: number } }>(
      s.request("/api/hanam/service/investor.do"),
    );
    expect(first.paginationInfo).toMatchObject({ currentPageNo: 1, totalRecordCount: 12 });
    expect(first.investorList).toHaveLength(10);
    expect((await json<{ investorList: unknown[] }>(s.request("/api/hanam/service/investor.do?page=2"))).investorList).toHaveLength(2);
    const reports = await json<{ investorList: { ivsType: string; fileUrl: string | null }[] }>(s.request("/api/hanam/service/investor.do?ivsType=reports"));
    expect(reports.investorList.every((r) => r.ivsType === "reports" && r.fileUrl)).toBe(true);
    expect((await s.request("/api/hanam/service/investor.do?ivsType=ads")).status).toBe(400);
  });
});
