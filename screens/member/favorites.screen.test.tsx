// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import FavoritesScreen from "./favorites.screen.tsx";

afterEach(cleanup);

const STORES: Record<string, { nm: string; fl: string; cate: string }> = {
  T090001: { nm: "분식나라", fl: "4F", cate: "푸드" },
  T090018: { nm: "수하", fl: "2F", cate: "패션" },
};

function tenant(id: string) {
  const s = STORES[id]!;
  return {
    tnt_seq: id,
    tnt_nm_ko: s.nm,
    tnt_nm_en: "",
    fl: s.fl,
    img_logo_uri: "/l.svg",
    img_mobi_logo_uri: "/m.svg",
    tnt_tels: "",
    mama_cate_seq: 1,
    mama_cate_nm: "",
    cate_seq: 1,
    cate_nm: s.cate,
    opn_hr: "10:00~22:00",
    have_evt: "N",
    have_cpn: "N",
    xctnCord: 10,
    yctnCord: 10,
    tnt_desc: "",
    loc_desc: "",
    gndr: "U",
    bnftList: [],
    thmList: [],
    pet_yn: "N",
    anchor_yn: "N",
    mobFloorUri: "",
    reg_dttm: "2026-01-01 00:00:00",
  };
}

const EVENT = {
  evt_seq: "E090001",
  evt_titl: "겨울 포토존",
  mobi_app_img1_uri: "/e.svg",
  evt_prid_disp_yn: "T",
  evt_strt_dt: "2026-11-13",
  evt_end_dt: "2026-12-28",
  evtStrtDtTxt: "오픈 기념 상시 진행",
  evtEndDtTxt: "별도 공지 시까지",
  evt_cd: "GNRL",
  cp_seq: null,
  cp_ord: null,
  eventMon: null,
  evtStat: "end",
  aply_yn: "N",
  code_yn: "N",
  evt_cont: "<p>x</p>",
};

function server(opts: { stores?: string[]; failDetail?: string; failRemove?: boolean } = {}) {
  let stores = opts.stores ?? ["T090018", "T090001"];
  let events = ["E090001"];
  const seen: SeenRequest[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const body = typeof init?.body === "string" ? init.body : null;
    const req: SeenRequest = { url: String(input), method: init?.method ?? "GET", credentials: init?.credentials, contentType: null, body };
    seen.push(req);
    const url = new URL(req.url, "http://localhost");
    const path = url.pathname;
    const sent = new URLSearchParams(body ?? "");
    if (path.endsWith("/interest/tenantList.do"))
      return json({ message: "success", resultList: stores.map((id) => ({ tnt_seq: id, bcn_cd: "09", reg_dttm: "2026-11-20 10:00:00" })) });
    if (path.endsWith("/interest/eventList.do"))
      return json({ message: "success", resultList: events.map((id) => ({ evt_seq: id, bcn_cd: "09", reg_dttm: "2026-11-20 10:00:00" })) });
    if (path.endsWith("/delInterestTenant.do")) {
      if (opts.failRemove) return json({ message: "error" }, 500);
      stores = stores.filter((id) => id !== sent.get("tnt_seq"));
      return json({ message: "success" });
    }
    if (path.endsWith("/delInterestEvent.do")) {
      events = events.filter((id) => id !== sent.get("evt_seq"));
      return json({ message: "success" });
    }
    const detail = /\/api\/suwon\/tenant\/tenantDetail\/(T\w+)\.do$/.exec(path);
    if (detail) return detail[1] === opts.failDetail ? json({ message: "Tenant not found" }, 404) : json({ message: "success", tntDetail: tenant(detail[1]!) });
    if (path.endsWith("/event/eventView.do")) return json({ message: "success", eventView: EVENT });
    return json({ message: "not found" }, 404);
  };
  return { fetch: fetchImpl, seen, posts: () => seen.filter((r) => r.method === "POST") };
}

/** Dialogs that answer yes at once; the alerts they were asked for, as they were asked. */
function recordingDialogs() {
  const dialogs = fakeDialogs();
  return {
    dialogs,
    get alerts() {
      return dialogs.asked.filter((a) => a.kind === "alert");
    },
  };
}

const open = (kind: "stores" | "events", s: ReturnType<typeof server>, d = recordingDialogs()) =>
  renderScreen(FavoritesScreen, {
    route: { screen: "favorites", path: kind === "stores" ? "mypage/favoriteStore" : "mypage/favoriteEvent" },
    props: { kind },
    mall: "suwon",
    path: kind === "stores" ? "/suwon/mypage/favoriteStore" : "/suwon/mypage/favoriteEvent",
    fetch: s.fetch,
    session: { status: "member", custId: "M0000001" },
    services: { dialogs: d.dialogs },
  });

const names = () => screen.queryAllByRole("listitem").map((li) => li.querySelector("a")?.textContent ?? li.textContent);

describe("FavoritesScreen", () => {
  it("lists the favourite stores newest first with their details, links and pressed hearts", async () => {
    open("stores", server());
    await screen.findByText("수하");
    await screen.findByText("분식나라");
    expect(screen.getByRole("heading", { level: 1, name: "관심 매장" })).toBeTruthy();
    expect(names()[0]).toContain("수하");
    expect(screen.getByRole("link", { name: /수하/ }).getAttribute("href")).toBe("/suwon/tenant/categoryInfo/T090018");
    expect(screen.getByText("2F · 패션 · 10:00~22:00")).toBeTruthy();
    expect(screen.getByRole("button", { name: "수하 관심 매장 등록" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("removes a favourite with its heart: one call with the store's id, then the list without it", async () => {
    const s = server();
    open("stores", s);
    fireEvent.click(await screen.findByRole("button", { name: "수하 관심 매장 등록" }));
    await waitFor(() => expect(screen.queryByText("수하")).toBeNull());
    expect(s.posts().map((r) => [new URL(r.url, "http://localhost").pathname, new URLSearchParams(r.body ?? "").get("tnt_seq")])).toEqual([
      ["/api/suwon/mypage/delInterestTenant.do", "T090018"],
    ]);
    expect(screen.getByText("분식나라")).toBeTruthy();
  });

  it("a failed removal keeps the heart pressed and says so", async () => {
    const d = recordingDialogs();
    open("stores", server({ failRemove: true }), d);
    const heart = await screen.findByRole("button", { name: "수하 관심 매장 등록" });
    fireEvent.click(heart);
    await waitFor(() => expect(d.alerts.map((a) => a.text)).toEqual(["관심 목록에서 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요."]));
    await waitFor(() => expect(screen.getByRole("button", { name: "수하 관심 매장 등록" }).getAttribute("aria-pressed")).toBe("true"));
    expect(screen.getByText("수하")).toBeTruthy();
  });

  it("a store whose details fail still shows, and can be removed", async () => {
    open("stores", server({ failDetail: "T090001" }));
    await screen.findByText("정보를 불러오지 못했습니다.");
    const row = screen.getByText("정보를 불러오지 못했습니다.").closest("li")!;
    expect(within(row).getByRole("button").getAttribute("aria-pressed")).toBe("true");
  });

  it("says when there are none", async () => {
    open("stores", server({ stores: [] }));
    expect(await screen.findByText("관심 매장이 없습니다. 매장 정보에서 하트를 눌러 추가해 보세요.")).toBeTruthy();
  });

  it("lists favourite events with their period, or that they ended, linked to the event", async () => {
    open("events", server());
    expect(await screen.findByText("겨울 포토존")).toBeTruthy();
    expect(screen.getByText("종료된 이벤트")).toBeTruthy();
    expect(screen.getByRole("link", { name: /겨울 포토존/ }).getAttribute("href")).toBe("/suwon/event/main/E090001");
  });
});
