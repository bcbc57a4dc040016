// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../ui/test-providers.tsx";
import { DataLink } from "./data-link.tsx";
import { LinkPolicyContext } from "./link-policy-context.ts";
import { testPolicy } from "./links.fixture.ts";

afterEach(cleanup);

function renderLink(href: string | null, openExternal?: (url: string) => void) {
  return renderWithProviders(
    <LinkPolicyContext value={{ policy: testPolicy, openExternal }}>
      <Routes>
        <Route
          path="/hanam"
          element={
            <DataLink href={href} className="banner">
              배너
            </DataLink>
          }
        />
        <Route path="/hanam/event/main" element={<h1>이벤트</h1>} />
      </Routes>
    </LinkPolicyContext>,
    { path: "/hanam" },
  );
}

describe("DataLink", () => {
  it("routes internal links with the router", () => {
    renderLink("https://m.fieldmall.example/hanam/event/main");
    const link = screen.getByRole("link", { name: "배너" });
    expect(link.getAttribute("href")).toBe("/hanam/event/main");
    fireEvent.click(link);
    expect(screen.getByRole("heading", { name: "이벤트" })).toBeTruthy();
  });

  it("opens listed hosts in a new tab without the opener", () => {
    renderLink("https://www.spoint.example/join");
    const link = screen.getByRole("link", { name: "배너" });
    expect(link.getAttribute("href")).toBe("https://www.spoint.example/join");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("opens listed hosts through the shell's opener when there is one", () => {
    const openExternal = vi.fn();
    renderLink("https://www.spoint.example/join", openExternal);
    expect(fireEvent.click(screen.getByRole("link", { name: "배너" }))).toBe(false);
    expect(openExternal).toHaveBeenCalledWith("https://www.spoint.example/join");
  });

  it("links app schemes and phone numbers directly", () => {
    renderLink("tel:1600-0000");
    expect(screen.getByRole("link", { name: "배너" }).getAttribute("href")).toBe("tel:1600-0000");
  });

  it.each([null, "javascript:alert(1)", "https://evil.example/", "event/main"])("shows only the content for %j", (href) => {
    const { container } = renderLink(href);
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.querySelector(".banner")?.textContent).toBe("배너");
  });

  it("follows only same-origin links without a provider", () => {
    renderWithProviders(
      <>
        <DataLink href={`${window.location.origin}/hanam`}>안</DataLink>
        <DataLink href="https://www.spoint.example/">밖</DataLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "안" }).getAttribute("href")).toBe("/hanam");
    expect(screen.queryByRole("link", { name: "밖" })).toBeNull();
  });
});
