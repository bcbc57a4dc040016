import { describe, expect, it } from "vitest";
import { tenantsEndpoints as E } from "../../../schemas/api/tenants.ts";
import { call, callExample, createTestServer, decode } from "../../testing.ts";
import { tenantsDomain } from "./index.ts";

const server = () => createTestServer([tenantsDomain]);
const count = (s: ReturnType<typeof server>, sql: string, ...args: unknown[]) => (s.deps.db.prepare(sql).get(...args) as { n: number }).n;

describe("tenants contract", () => {
  const s = server();
  for (const def of tenantsDomain.routes) {
    it(`${def.endpoint.id} answers its example with its schema`, async () => {
      const r = await callExample(s, def);
      expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
      expect(r.decoded.success, JSON.stringify(r.decoded.error?.issues.slice(0, 3))).toBe(true);
    });
  }
});

describe("tenant seed", () => {
  const s = server();
  it("has 40–80 tenants per mall with a profile, with Korean and English names and mall phone numbers", () => {
    const rows = s.deps.db.prepare("SELECT mall, COUNT(*) AS n FROM tnt_tenant GROUP BY mall").all() as { mall: string; n: number }[];
    expect(rows.length).toBe(10);
    for (const r of rows) expect(r.n, r.mall).toBeGreaterThanOrEqual(40);
    for (const r of rows) expect(r.n, r.mall).toBeLessThanOrEqual(80);
    expect(count(s, "SELECT COUNT(*) AS n FROM tnt_tenant WHERE mall = 'hanam' AND tels NOT LIKE '031-8072-%'")).toBe(0);
    expect(count(s, "SELECT COUNT(*) AS n FROM tnt_tenant WHERE nm_ko = '' OR nm_en = ''")).toBe(0);
  });

  it("places the dedicated-page tenants the route tables redirect (T0000CL, T0000KD, T0000LB)", () => {
    expect(count(s, "SELECT COUNT(*) AS n FROM tnt_tenant WHERE mall = 'myeongji' AND tnt_seq = 'T0000CL'")).toBe(1);
    expect(count(s, "SELECT COUNT(*) AS n FROM tnt_tenant WHERE mall = 'hanam' AND tnt_seq IN ('T0000KD', 'T0000LB')")).toBe(2);
  });

  it("pins every tenant inside its floor map", () => {
    expect(count(s, "SELECT COUNT(*) AS n FROM tnt_tenant WHERE x <= 0 OR x >= 355 OR y <= 0 OR y >= 260")).toBe(0);
  });
});

describe("tenant rules", () => {
  const s = server();
  const seq = (s.deps.db.prepare("SELECT tnt_seq FROM tnt_tenant WHERE mall = 'goyang' ORDER BY tnt_seq LIMIT 1").get() as { tnt_seq: string }).tnt_seq;

  it("answers a tenant's detail by tntSeq.do and 404s an unknown one", async () => {
    const found = await decode(await s.request(`/api/goyang/tenant/tenantDetail/${seq}.do`), E.detail.response);
    expect(found.tntDetail.tnt_seq).toBe(seq);
    const missing = await s.request("/api/goyang/tenant/tenantDetail/T999999.do");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Tenant not found" });
    expect((await s.request(`/api/goyang/tenant/tenantDetail/${seq}`)).status).toBe(404);
  });

  it("filters by floor, category, benefits (all) and sorts newest first on request", async () => {
    const byFloor = await decode(await call(s, E.floorInfo, { mall: "hanam" }, { fl: "2F", result_tnt_cnt: 100 }), E.floorInfo.response);
    expect(byFloor.tntList.length).toBeGreaterThan(0);
    expect(byFloor.tntList.every((t) => t.fl === "2F")).toBe(true);
    expect(byFloor.paginationInfo.totalRecordCount).toBe(count(s, "SELECT COUNT(*) AS n FROM tnt_tenant WHERE mall = 'hanam' AND fl = '2F'"));
    const food = await decode(
      await call(s, E.categoryInfo, { mall: "hanam" }, { cate_seq_array: "51,52", bnft_array: "1,2", result_tnt_cnt: 100 }),
      E.categoryInfo.response,
    );
    const expected = count(
      s,
      "SELECT COUNT(*) AS n FROM tnt_tenant t WHERE mall = 'hanam' AND cate_seq IN (51, 52) AND (SELECT COUNT(*) FROM tnt_tenant_bnft b WHERE b.mall = t.mall AND b.tnt_seq = t.tnt_seq AND b.bnft_seq IN (1, 2)) = 2",
    );
    expect(food.paginationInfo.totalRecordCount).toBe(expected);
    expect(food.tntList.every((t) => t.cate_seq === 51 || t.cate_seq === 52)).toBe(true);
    const newest = await decode(await call(s, E.floorInfo, { mall: "hanam" }, { tntListRegDttmOrder: "Y", result_tnt_cnt: 5 }), E.floorInfo.response);
    expect(newest.tntList).toHaveLength(5);
    expect(newest.paginationInfo.totalPageCount).toBe(Math.ceil(newest.paginationInfo.totalRecordCount / 5));
  });

  it("answers bad filters with 400 and the failing field", async () => {
    const res = await call(s, E.categoryInfo, { mall: "hanam" }, { cate_seq_array: "51,abc" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["cate_seq_array"]);
    expect((await call(s, E.floorInfo, { mall: "hanam" }, { fl: "roof" })).status).toBe(400);
    expect((await call(s, E.tenantMap, { mall: "hanam" }, {})).status).toBe(400);
    expect((await call(s, E.floorInfo, { mall: "atlantis" }, {})).status).toBe(404);
  });

  it("places a tenant on its floor map with the other tenants of the floor", async () => {
    const map = await decode(await call(s, E.tenantMap, { mall: "goyang" }, { tntSeq: seq }), E.tenantMap.response);
    expect(map.tenantMap.mobFloorUri).toBe(`/images/seed/floor-goyang-${map.resultTenant.fl}.svg`);
    expect(map.tenantMap.xctnCord).toBe(map.resultTenant.xctnCord);
    expect(map.resultMtc.length).toBe(count(s, "SELECT COUNT(*) AS n FROM tnt_tenant WHERE mall = 'goyang' AND fl = ?", map.resultTenant.fl) - 1);
    const unknown = await call(s, E.tenantMap, { mall: "goyang" }, { tntSeq: "T999999" });
    expect(unknown.status).toBe(404);
  });

  it("lists pet-friendly tenants by POST", async () => {
    const pets = await decode(await call(s, E.petTenant, { mall: "hanam" }, { pageIndex: 1 }), E.petTenant.response);
    expect(pets.paginationInfo.totalRecordCount).toBe(count(s, "SELECT COUNT(*) AS n FROM tnt_tenant WHERE mall = 'hanam' AND pet_yn = 'Y'"));
  });
});

describe("QR places", () => {
  const s = server();
  it("seeds three QR codes per floor of every mall, each on its floor map", () => {
    expect(count(s, "SELECT COUNT(*) AS n FROM tnt_qr_spot")).toBe(3 * count(s, "SELECT COUNT(*) AS n FROM tnt_floor"));
    expect(count(s, "SELECT COUNT(*) AS n FROM tnt_qr_spot WHERE x <= 0 OR x >= 355 OR y <= 0 OR y >= 260")).toBe(0);
  });

  it("resolves a QR code to its floor, map and spot; another mall's or an unknown code is 404; a malformed one 400", async () => {
    const place = await decode(await call(s, E.qrPlace, { mall: "suwon" }, { qrId: "QR092F02" }), E.qrPlace.response);
    expect(place.qrPlace).toMatchObject({ qrId: "QR092F02", fl: "2F", mobFloorUri: "/images/seed/floor-suwon-2F.svg", placeNmKo: "2F 에스컬레이터 앞" });
    expect((await call(s, E.qrPlace, { mall: "hanam" }, { qrId: "QR092F02" })).status).toBe(404);
    expect((await call(s, E.qrPlace, { mall: "hanam" }, { qrId: "QR019F01" })).status).toBe(404);
    expect((await call(s, E.qrPlace, { mall: "hanam" }, { qrId: "javascript:alert(1)" })).status).toBe(400);
    expect((await call(s, E.qrPlace, { mall: "hanam" }, {})).status).toBe(400);
  });
});
