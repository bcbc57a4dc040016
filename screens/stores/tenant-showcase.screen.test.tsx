// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import { categoryAnswer, tenant } from "./showcase.fixture.ts";
import TenantShowcaseScreen from "./tenant-showcase.screen.tsx";

afterEach(cleanup);

type Kind = "specialGuide" | "anchorTenants" | "luxury" | "momAndKids" | "hotPlaces";

function server(seen: URL[], over: { empty?: boolean } = {}): typeof fetch {
  return async (input) => {
    const url = new URL(String(input), "http://l");
    seen.push(url);
    if (url.pathname.endsWith("/tenant/anchorTenant.do"))
      return json({
        message: "success",
        anchorList: over.empty
          ? []
          : [
              { ...tenant(1, { tnt_nm_ko: "메종 오렐" }), anch_desc: "1층을 대표하는 패션 앵커 매장" },
              { ...tenant(2, { tnt_nm_ko: "메가박스" }), anch_desc: "3층을 대표하는 엔터테인먼트 앵커 매장" },
            ],
      });
    if (url.pathname.endsWith("/search/recommend.do"))
      return json({
        message: "success",
        keywords: "",
        search: { hotPlaces: over.empty ? [] : [3, 1, 2].map((r) => ({ TNT_SEQ: `T09000${r}`, TNT_NM_KO: `핫플 ${r}`, TNT_NM_EN: `Hot ${r}`, HOT_RANK: r })) },
      });
    if (url.pathname.endsWith("/tenant/categoryInfo.do")) {
      if (over.empty) return categoryAnswer([]);
      const page = Number(url.searchParams.get("pageIndex") ?? "1");
      return page === 1
        ? categoryAnswer(
            Array.from({ length: 20 }, (_, i) => tenant(i + 1)),
            1,
            23,
          )
        : categoryAnswer([tenant(21), tenant(22), tenant(23)], 2, 23);
    }
    return json({ message: "no" }, 404);
  };
}

const show = (kind: Kind, mall = "hanam", fetcher: typeof fetch = server([]), locale?: "en") =>
  renderScreen(TenantShowcaseScreen, {
    route: { screen: "tenantShowcase", path: "tenant/x" },
    props: { kind },
    mall,
    locale,
    path: `/${mall}/tenant/x`,
    fetch: fetcher,
  });

describe("curated store pages", () => {
  it("anchor tenants: heading, intro, each store with its anchor description, leading to the store page", async () => {
    show("anchorTenants");
    expect(screen.getByRole("heading", { level: 1, name: "대표 매장" })).toBeTruthy();
    expect(screen.getByText("몰을 대표하는 대형 플래그십 매장을 소개합니다.")).toBeTruthy();
    const link = await screen.findByRole("link", { name: /메종 오렐/ });
    expect(link.getAttribute("href")).toBe("/hanam/tenant/tenantDetail/T010001");
    expect(within(link).getByText("1층을 대표하는 패션 앵커 매장")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("hot places (Suwon): ordered by rank with the rank shown, each opening the floor guide's store popup", async () => {
    show("hotPlaces", "suwon");
    expect(screen.getByRole("heading", { level: 1, name: "핫플레이스" })).toBeTruthy();
    await screen.findByText("핫플 1");
    const links = within(screen.getByRole("list")).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["1위핫플 1", "2위핫플 2", "3위핫플 3"]);
    expect(links[0]!.getAttribute("href")).toBe("/suwon/tenant/floorInfo/T090001");
  });

  it("hot places in English use the English names", async () => {
    show("hotPlaces", "suwon", server([]), "en");
    expect(await screen.findByText("Hot 2")).toBeTruthy();
    expect(screen.getByText("No. 2")).toBeTruthy();
  });

  it("luxury asks for the luxury sub-category and, at hanam, says luxury spend counts toward the VIP club tier", async () => {
    const seen: URL[] = [];
    show("luxury", "hanam", server(seen));
    expect(await screen.findByText("매장 1")).toBeTruthy();
    const asked = seen.find((u) => u.pathname.endsWith("/categoryInfo.do"))!;
    expect(asked.pathname).toBe("/api/hanam/tenant/categoryInfo.do");
    expect(asked.searchParams.get("cate_seq")).toBe("15");
    expect(screen.getByRole("note").textContent).toBe("필드몰 하남 럭셔리 매장에서 구매하신 금액은 VIP 클럽 등급 산정에 포함됩니다.");
  });

  it("luxury elsewhere (no VIP club) has no VIP note", async () => {
    show("luxury", "goyang");
    await screen.findByText("매장 1");
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("mom & kids asks for the kids-friendly benefit; the special guide for the gift-shopping theme; both page with more", async () => {
    const seen: URL[] = [];
    show("momAndKids", "hanam", server(seen));
    expect(screen.getByRole("heading", { level: 1, name: "맘앤키즈" })).toBeTruthy();
    await screen.findByText("매장 20");
    expect(seen.at(-1)!.searchParams.get("bnft_array")).toBe("5");
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    expect(await screen.findByText("매장 23")).toBeTruthy();
    expect(seen.at(-1)!.searchParams.get("pageIndex")).toBe("2");
    expect(screen.queryByRole("button", { name: "더보기" })).toBeNull();
    cleanup();
    const guide: URL[] = [];
    show("specialGuide", "hanam", server(guide));
    expect(screen.getByRole("heading", { level: 1, name: "스페셜 가이드" })).toBeTruthy();
    await screen.findByText("매장 1");
    expect(guide.at(-1)!.searchParams.get("thm_array")).toBe("5");
  });

  it.each<Kind>(["anchorTenants", "hotPlaces", "luxury", "momAndKids", "specialGuide"])("%s: an empty answer shows the empty state", async (kind) => {
    show(kind, kind === "hotPlaces" ? "suwon" : "hanam", server([], { empty: true }));
    expect(await screen.findByText("지금은 소개할 매장이 없습니다.")).toBeTruthy();
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });
});
