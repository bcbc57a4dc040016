import { describe, expect, it } from "vitest";
import { loggingEndpoints as E } from "../../../schemas/api/logging.ts";
import { call, callExample, countRows, createTestServer, decode } from "../../testing.ts";
import { eventRefId } from "../search/index.ts";
import { loggingDomain } from "./index.ts";
import { pageKey } from "./routes.ts";

const server = () => createTestServer([loggingDomain]);

describe("logging contract", () => {
  const s = server();
  for (const def of loggingDomain.routes) {
    it(`${def.endpoint.id} answers its example with its schema`, async () => {
      const r = await callExample(s, def);
      expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
      expect(r.decoded.success, JSON.stringify(r.decoded.error?.issues.slice(0, 3))).toBe(true);
    });
  }
});

describe("hit logging", () => {
  const cases = [
    { ep: E.info, table: "log_info", input: { logType: "ecatalog", url: "https://ecatalog.example/x" } },
    { ep: E.pvlog, table: "log_pv", input: { mall: "hanam", url: "/hanam/event/main" } },
    { ep: E.bnhits, table: "log_banner_hit", input: { mall: "hanam", bnSeq: 3 } },
    { ep: E.pophits, table: "log_popup_hit", input: { mall: "hanam", popSeq: 2 } },
  ] as const;

  for (const c of cases) {
    it(`${c.ep.id} writes exactly one row per call, and none for bad input`, async () => {
      const s = server();
      expect(countRows(s, c.table)).toBe(0);
      for (let i = 1; i <= 3; i++) {
        expect((await call(s, c.ep, {}, c.input)).status).toBe(200);
        expect(countRows(s, c.table)).toBe(i);
      }
      expect((await call(s, c.ep, {}, { ...c.input, mall: "atlantis" })).status).toBe(404);
      expect(countRows(s, c.table)).toBe(3);
    });
  }

  it("refuses a hit without its id, writing nothing", async () => {
    const s = server();
    expect((await call(s, E.bnhits, {}, { bnSeq: "x" })).status).toBe(400);
    expect((await call(s, E.pophits, {}, {})).status).toBe(400);
    expect((await call(s, E.pvlog, {}, {})).status).toBe(400);
    expect(countRows(s, "log_banner_hit") + countRows(s, "log_popup_hit") + countRows(s, "log_pv")).toBe(0);
  });

  it("records one gate entry per call and answers the branch's path and code", async () => {
    const s = server();
    const r = await decode(await call(s, E.gateUrl, { mall: "wirye" }), E.gateUrl.response);
    expect(r).toEqual({ message: "success", gateUrl: "/wirye", bcnCd: "04", bcnNm: "필드몰 시티 위례" });
    expect(countRows(s, "log_gate")).toBe(1);
    expect((await call(s, E.gateUrl, { mall: "atlantis" })).status).toBe(404);
    expect(countRows(s, "log_gate")).toBe(1);
  });
});

describe("page info", () => {
  const s = server();
  const seo = async (mall: string, url: string) => decode(await call(s, E.seoInfo, { mall }, { url }), E.seoInfo.response);

  it("keys a page by its first four path segments", () => {
    expect(pageKey("/hanam/event/main/E01260001/share?x=1#top")).toBe("/hanam/event/main/E01260001");
    expect(pageKey("https://m.example/hanam/myfield/main?y=2")).toBe("/hanam/myfield/main");
    expect(pageKey("/hanam")).toBe("/hanam");
  });

  it("finds event and tenant detail pages by their first four segments, with the client address", async () => {
    const event = await seo("hanam", `/hanam/event/main/${eventRefId("01", 0)}/extra?utm=x`);
    expect(event.seoInfo.seoTitl).toBe("겨울 시즌 오프 최대 50% | 필드몰 하남");
    expect(event.clientIp).toBe("local");
    const tenant = s.deps.db.prepare("SELECT page_key, seo_titl FROM seo_page_info WHERE page_key LIKE '/goyang/tenant/tenantDetail/%' LIMIT 1").get() as {
      page_key: string;
      seo_titl: string;
    };
    expect((await seo("goyang", `${tenant.page_key}?map=Y`)).seoInfo.seoTitl).toBe(tenant.seo_titl);
  });

  it("answers /hanam/myfield/main for the membership page from any mall, and the mall default otherwise", async () => {
    expect((await seo("coexmall", "/hanam/myfield/main")).seoInfo.seoTitl).toBe("멤버십 | 필드몰 하남");
    expect((await seo("coexmall", "/coexmall/event/main/unknown")).seoInfo.seoTitl).toBe("필드몰 코엑스몰");
    expect((await call(s, E.seoInfo, { mall: "hanam" }, {})).status).toBe(400);
  });
});
