// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import MyInfoScreen from "./my-info.screen.tsx";

afterEach(cleanup);

const member = { status: "member", custId: "M0000001" } as const;
const route = { screen: "myInfo" as const, path: "myinfo" };

describe("MyInfoScreen (/myinfo)", () => {
  it("at a section, shows the sections as tabs with the one shown marked, and stays there", async () => {
    const view = renderScreen(MyInfoScreen, { route, path: "/hanam/myinfo/security", session: member });
    const tabs = await screen.findByRole("navigation", { name: "내 정보 메뉴" });
    expect(tabs.querySelector('[aria-current="page"]')?.textContent).toBe("보안 설정");
    expect(view.currentPath()).toBe("/hanam/myinfo/security");
  });
});
