// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import WithdrawalScreen from "./withdrawal.screen.tsx";

afterEach(cleanup);

const answer = (signoutUrl: string) => async () =>
  json({
    message: "success",
    signout: { title: "회원 탈퇴 안내", descList: ["쿠폰과 스탬프가 삭제됩니다.", "포인트 회원 사이트에서 탈퇴합니다."], signoutUrl },
  });

const open = (signoutUrl: string) =>
  renderScreen(WithdrawalScreen, {
    route: { screen: "withdrawal", path: "withdrawal" },
    mall: "centerfield",
    path: "/centerfield/withdrawal",
    fetch: answer(signoutUrl) as typeof fetch,
    session: { status: "member", custId: "M0000001" },
  });

describe("WithdrawalScreen", () => {
  it("shows the guidance and links to the points site in a new window", async () => {
    open("https://www.spoint.example/member/withdrawal");
    expect(await screen.findByRole("heading", { name: "회원 탈퇴 안내" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["쿠폰과 스탬프가 삭제됩니다.", "포인트 회원 사이트에서 탈퇴합니다."]);
    const link = screen.getByRole("link", { name: /포인트 회원 사이트에서 탈퇴하기/ });
    expect(link.getAttribute("href")).toBe("https://www.spoint.example/member/withdrawal");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("refuses a link to a host that is not on the list: no link at all", async () => {
    open("javascript:alert(1)");
    await screen.findByRole("heading", { name: "회원 탈퇴 안내" });
    expect(screen.queryByRole("link")).toBeNull();
  });
});
