// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json, type SeenRequest } from "../api/fake-fetch.fixture.ts";
import { fakeDialogs } from "../testing/fake-services.ts";
import { renderScreen } from "../testing/render-screen.tsx";
import { FavoriteToggle } from "./favorite-toggle.tsx";

afterEach(cleanup);

function server() {
  let stores: string[] = [];
  const seen: SeenRequest[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const body = typeof init?.body === "string" ? init.body : null;
    seen.push({ url: String(input), method: init?.method ?? "GET", credentials: init?.credentials, contentType: null, body });
    const path = new URL(String(input), "http://localhost").pathname;
    const id = new URLSearchParams(body ?? "").get("tnt_seq") ?? "";
    if (path.endsWith("/interest/tenantList.do"))
      return json({ message: "success", resultList: stores.map((tnt_seq) => ({ tnt_seq, bcn_cd: "09", reg_dttm: "2026-11-20 10:00:00" })) });
    if (path.endsWith("/regInterestTenant.do")) stores = [id, ...stores];
    if (path.endsWith("/delInterestTenant.do")) stores = stores.filter((s) => s !== id);
    return json({ message: "success" });
  };
  return { fetch: fetchImpl, seen };
}

const Toggle = () => <FavoriteToggle kind="stores" id="T090001" name="분식나라" />;
const heart = () => screen.getByRole("button", { name: "분식나라 관심 매장 등록" });

describe("FavoriteToggle", () => {
  it("adds and removes a member's favourite, pressed while it is one", async () => {
    const s = server();
    renderScreen(Toggle, {
      route: { screen: "favorites" },
      props: { kind: "stores" },
      mall: "suwon",
      path: "/suwon/tenant/categoryInfo",
      fetch: s.fetch,
      session: { status: "member", custId: "M0000001" },
    });
    await waitFor(() => expect(s.seen.some((r) => r.url.includes("tenantList"))).toBe(true));
    expect(heart().getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart());
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(heart().hasAttribute("disabled")).toBe(false));
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("false"));
    const posts = s.seen.filter((r) => r.method === "POST").map((r) => new URL(r.url, "http://localhost").pathname);
    expect(posts).toEqual(["/api/suwon/mypage/regInterestTenant.do", "/api/suwon/mypage/delInterestTenant.do"]);
  });

  it("asks a visitor to log in and goes to the login page with the way back; no call is made", async () => {
    const s = server();
    const r = renderScreen(Toggle, {
      route: { screen: "favorites" },
      props: { kind: "stores" },
      mall: "suwon",
      path: "/suwon/tenant/categoryInfo?tnId=T090001",
      fetch: s.fetch,
      services: { dialogs: fakeDialogs(true) },
    });
    fireEvent.click(heart());
    await waitFor(() => expect(r.currentPath()).toBe(`/suwon/login?returnTo=${encodeURIComponent("/suwon/tenant/categoryInfo?tnId=T090001")}`));
    expect(s.seen).toEqual([]);
  });
});
