import { describe, expect, it } from "vitest";
import { receiptsEndpoints as ep } from "../../../schemas/api/receipts.ts";
import { countRows, createTestServer } from "../../testing.ts";
import { memberDomain } from "../member/index.ts";
import { loginAsDemo } from "../member/testing.ts";
import { receiptsDomain } from "./index.ts";

// The clock is createTestServer's default, 2026-11-20 12:00 in Seoul: "all" is 20260823-20261120.
const ALL = "startDate=20260823&endDate=20261120";
const NOVEMBER = "startDate=20261101&endDate=20261131";
const SEPTEMBER = "startDate=20260901&endDate=20260931";

async function server(which: 1 | 2 = 1) {
  const s = createTestServer([memberDomain, receiptsDomain]);
  await loginAsDemo(s, which);
  const list = async (query: string, mall = "hanam") => {
    const res = await s.request(`/api/${mall}/myPage/billLists.do?${query}`);
    return { status: res.status, body: res.status === 200 ? ep.billLists.response.parse(await res.json()) : ((await res.json()) as { message: string }) };
  };
  const count = (sql: string, ...args: string[]) => countRows(s, "receipts", sql, ...args);
  return { s, list, count };
}

type ListBody = ReturnType<typeof ep.billLists.response.parse>;

describe("receipts", () => {
  it("need a session", async () => {
    const s = createTestServer([memberDomain, receiptsDomain]);
    expect((await s.request(`/api/hanam/myPage/billLists.do?${ALL}`)).status).toBe(401);
    expect((await s.request(`/api/hanam/myPage/billList.do?${ALL}`)).status).toBe(401);
  });

  it("refuses another member's custid with 403 (IDOR), and without custid lists only the member's own", async () => {
    const { s, list, count } = await server(1);
    for (const path of ["billLists.do", "billList.do"]) expect((await s.request(`/api/hanam/myPage/${path}?custid=M0000002&${ALL}`)).status).toBe(403);
    const other = s.deps.db.prepare("SELECT * FROM receipts WHERE cust_id = 'M0000002' LIMIT 1").get() as {
      sale_dt: string;
      tnt_cd: string;
      pos_no: string;
      tran_no: string;
    };
    const detailQuery = `saleDt=${other.sale_dt}&tntCd=${other.tnt_cd}&posNo=${other.pos_no}&tranNo=${other.tran_no}`;
    expect((await s.request(`/api/hanam/myPage/billDetail.do?custid=M0000002&${detailQuery}`)).status).toBe(403);
    // Knowing the receipt's key is not enough: it is looked up with the session's customer id.
    expect((await s.request(`/api/hanam/myPage/billDetail.do?${detailQuery}`)).status).toBe(404);

    const own = (await list(ALL)).body as ListBody;
    expect(own.paginationInfo.totalRecordCount).toBe(count("cust_id = 'M0000001' AND sale_dt BETWEEN '20260823' AND '20261120'"));
    const pages: ListBody["resultList"] = [];
    for (let p = 1; p <= own.paginationInfo.totalPageCount; p++) pages.push(...((await list(`${ALL}&pageIndex=${p}`)).body as ListBody).resultList);
    const mine = s.deps.db.prepare("SELECT tran_no FROM receipts WHERE cust_id = 'M0000001' AND sale_dt BETWEEN '20260823' AND '20261120'").all() as {
      tran_no: string;
    }[];
    expect(pages.map((r) => r.tranNo).sort()).toEqual(mine.map((r) => r.tran_no).sort());
  });

  it("pages 10 at a time, newest first, with totalPageCount; a page beyond the last is empty", async () => {
    const { list, count } = await server(1);
    const total = count("cust_id = 'M0000001' AND sale_dt BETWEEN '20260823' AND '20261120'");
    expect(total).toBeGreaterThan(30);
    const first = (await list(ALL)).body as ListBody;
    expect(first.paginationInfo).toEqual({ currentPageNo: 1, recordCountPerPage: 10, totalRecordCount: total, totalPageCount: Math.ceil(total / 10) });
    expect(first.resultList).toHaveLength(10);
    const dates = first.resultList.map((r) => r.saleDt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.resultList[0]).toMatchObject({
      saleDt: expect.stringMatching(/^\d{4}\.\d{2}\.\d{2}$/),
      nsaleAmt: expect.stringMatching(/^\d{1,3}(,\d{3})*$/),
    });
    const last = (await list(`${ALL}&pageIndex=${first.paginationInfo.totalPageCount}`)).body as ListBody;
    expect(last.resultList).toHaveLength(total - (first.paginationInfo.totalPageCount - 1) * 10);
    const beyond = (await list(`${ALL}&pageIndex=${first.paginationInfo.totalPageCount + 1}`)).body as ListBody;
    expect(beyond.resultList).toEqual([]);
    expect(beyond.paginationInfo.totalPageCount).toBe(first.paginationInfo.totalPageCount);
  });

  it("filters by month (day 01 to 31, even in a 30-day month) and shows an empty month as an empty list", async () => {
    const { list, count } = await server(2);
    const nov = (await list(NOVEMBER)).body as ListBody;
    expect(nov.paginationInfo.totalRecordCount).toBe(count("cust_id = 'M0000002' AND sale_dt LIKE '202611%'"));
    expect(nov.resultList.length).toBeGreaterThan(0);
    expect(nov.resultList.every((r) => r.saleDt.startsWith("2026.11."))).toBe(true);
    const sep = await list(SEPTEMBER);
    expect(sep.status).toBe(200);
    expect(sep.body).toEqual({
      message: "success",
      resultList: [],
      paginationInfo: { currentPageNo: 1, recordCountPerPage: 10, totalRecordCount: 0, totalPageCount: 0 },
    });
  });

  it("filters by mall code, and sclassyn Y gives hanam's S-class receipts only, refused elsewhere", async () => {
    const { list, count } = await server(1);
    const coex = (await list(`${ALL}&bcnCd=02`)).body as ListBody;
    expect(coex.resultList.every((r) => r.bcn_cd === "02" && r.bcn_nm === "필드몰 코엑스몰")).toBe(true);
    expect(coex.paginationInfo.totalRecordCount).toBe(count("cust_id = 'M0000001' AND bcn_cd = '02' AND sale_dt BETWEEN '20260823' AND '20261120'"));
    const sclass = (await list(`${ALL}&sclassyn=Y`)).body as ListBody;
    expect(sclass.paginationInfo.totalRecordCount).toBe(count("cust_id = 'M0000001' AND sclass_yn = 'Y' AND sale_dt BETWEEN '20260823' AND '20261120'"));
    expect(sclass.paginationInfo.totalRecordCount).toBeGreaterThan(0);
    expect(sclass.resultList.every((r) => r.bcn_cd === "01")).toBe(true);
    expect((await list(`${ALL}&sclassyn=Y&bcnCd=02`)).status).toBe(400);
    expect((await list(`${ALL}&sclassyn=Y`, "coexmall")).status).toBe(400);
    expect((await list(`${ALL}&sclassyn=Y&bcnCd=01`, "coexmall")).status).toBe(200);
  });

  it("refuses malformed or too long periods with 400", async () => {
    const { list } = await server(1);
    for (const q of [
      "startDate=2026-11-01&endDate=20261130",
      "startDate=20261120&endDate=20261101",
      "startDate=20260701&endDate=20261120",
      "startDate=20261301&endDate=20261331",
      `${ALL}&pageIndex=0`,
      `${ALL}&bcnCd=hanam`,
      "endDate=20261120",
    ]) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
    }
  });

  it("sums the period per mall", async () => {
    const { s, count } = await server(1);
    const res = await s.request(`/api/hanam/myPage/billList.do?${ALL}&sclassyn=N`);
    const body = ep.billList.response.parse(await res.json());
    expect(body.totCnt).toBe(count("cust_id = 'M0000001' AND sale_dt BETWEEN '20260823' AND '20261120'"));
    expect(body.resultList.reduce((n, r) => n + r.saleCnt, 0)).toBe(body.totCnt);
    const codes = body.resultList.map((r) => r.bcn_cd);
    expect(codes).toEqual(codes.toSorted());
  });

  it("gives the receipt text and barcode of a row, by dotted or plain date", async () => {
    const { s, list } = await server(1);
    const row = ((await list(ALL)).body as ListBody).resultList[0]!;
    for (const saleDt of [row.saleDt, row.saleDt.replace(/\./g, "")]) {
      const res = await s.request(
        `/api/hanam/myPage/billDetail.do?custid=M0000001&saleDt=${saleDt}&tntCd=${row.tntCd}&posNo=${row.posNo}&tranNo=${row.tranNo}`,
      );
      expect(res.status).toBe(200);
      const { mbr006Vo } = ep.billDetail.response.parse(await res.json());
      expect(mbr006Vo).toMatchObject(row);
      expect(mbr006Vo.jnData).toContain(row.tnt_nm_ko);
      expect(mbr006Vo.jnData).toContain(`합계금액`);
      expect(mbr006Vo.jnData).toContain(row.nsaleAmt);
      expect(mbr006Vo.barCode).toMatch(/^\d{20,}$/);
    }
  });
});
