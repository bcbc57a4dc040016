// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { bundle } from "../manifests/bundle.ts";
import { ServicesContext } from "../services/services.ts";
import { createTestServices } from "../testing/fake-services.ts";
import { AppLink } from "./app-link.tsx";
import { LinkPolicyContext } from "./link-policy-context.ts";
import { linkPolicyFor } from "./link-policy.ts";

afterEach(cleanup);

function renderLink(app: string, web: string) {
  const assigned: string[] = [];
  render(
    <ServicesContext value={createTestServices({})}>
      <LinkPolicyContext.Provider value={{ policy: linkPolicyFor(bundle.brands, "https://m.fieldmall.example"), assign: (u) => void assigned.push(u) }}>
        <AppLink app={app} web={web}>
          map
        </AppLink>
      </LinkPolicyContext.Provider>
    </ServicesContext>,
  );
  return assigned;
}

describe("AppLink", () => {
  it("a deep link of an unlisted scheme is never opened: the link is a plain new-tab link to the web page", () => {
    const assigned = renderLink("evilapp://x", "https://map.kakao.com/link/map/a,1,2");
    const link = screen.getByRole("link", { name: "map" });
    expect(link.getAttribute("href")).toBe("https://map.kakao.com/link/map/a,1,2");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.hasAttribute("data-app-link")).toBe(false);
    fireEvent.click(link);
    expect(assigned).toEqual([]);
  });

  it("a web page on an unlisted host or a script URL makes no link at all", () => {
    renderLink("kakaomap://look?p=1,2", "https://evil.example/map");
    expect(screen.queryByRole("link")).toBeNull();
    cleanup();
    renderLink("kakaomap://look?p=1,2", "javascript:alert(1)");
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("map")).toBeTruthy();
  });

  it("a modified click (new tab) is left to the browser", () => {
    const assigned = renderLink("kakaomap://look?p=1,2", "https://map.kakao.com/link/map/a,1,2");
    fireEvent.click(screen.getByRole("link"), { ctrlKey: true });
    expect(assigned).toEqual([]);
  });
});
