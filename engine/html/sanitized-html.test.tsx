// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LinkPolicyContext } from "../links/link-policy-context.ts";
import { testPolicy } from "../links/links.fixture.ts";
import { renderWithProviders } from "../ui/test-providers.tsx";
import { SanitizedHtml } from "./sanitized-html.tsx";

afterEach(cleanup);

const body =
  `<p>이벤트 <strong>안내</strong></p><a href="/hanam/event/main">이벤트 보기</a>` +
  `<a href="https://www.spoint.example/join">멤버십 가입</a><a href="javascript:alert(1)">위험한 링크</a><img src="x" onerror="alert(1)" alt="포스터">`;

function renderAt(html: string, openExternal?: (url: string) => void) {
  return renderWithProviders(
    <LinkPolicyContext value={{ policy: testPolicy, openExternal }}>
      <Routes>
        <Route path="/hanam/notice" element={<SanitizedHtml html={html} className="body" />} />
        <Route path="/hanam/event/main" element={<h1>이벤트 목록</h1>} />
      </Routes>
    </LinkPolicyContext>,
    { path: "/hanam/notice" },
  );
}

describe("SanitizedHtml", () => {
  it("shows a skeleton line until the sanitizer has loaded", async () => {
    // A fresh module graph, so DOMPurify is not loaded yet whatever ran before.
    vi.resetModules();
    const fresh = await import("./sanitized-html.tsx");
    const { container } = renderWithProviders(<fresh.SanitizedHtml html="<p>본문</p>" />);
    expect(container.querySelector("[aria-busy=true]")).not.toBeNull();
    expect(container.textContent).toBe("");
    expect(await screen.findByText("본문")).toBeTruthy();
    expect(container.querySelector("[aria-busy]")).toBeNull();
  });

  it("marks the content's language when it differs from the page's", async () => {
    const { container } = renderWithProviders(<SanitizedHtml html="<p>약관 본문</p>" lang="ko" />, { locale: "en" });
    expect(await screen.findByText("약관 본문")).toBeTruthy();
    expect(container.querySelector('[lang="ko"]')?.textContent).toBe("약관 본문");
  });

  it("renders the sanitized markup with its text", async () => {
    const { container } = renderAt(body);
    expect(await screen.findByRole("link", { name: "이벤트 보기" })).toBeTruthy();
    expect(container.textContent).toContain("이벤트 안내");
    expect(container.textContent).toContain("위험한 링크");
    expect(screen.queryByRole("link", { name: "위험한 링크" })).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(container.querySelector(".body")).not.toBeNull();
  });

  it("routes internal link clicks in the app", async () => {
    renderAt(body);
    fireEvent.click(await screen.findByRole("link", { name: "이벤트 보기" }));
    expect(await screen.findByRole("heading", { name: "이벤트 목록" })).toBeTruthy();
  });

  it("leaves modified clicks to the browser", async () => {
    renderAt(body);
    const link = await screen.findByRole("link", { name: "이벤트 보기" });
    // Runs after the component's listener; stops jsdom from attempting the page load itself.
    let preventedByComponent: boolean | undefined;
    const afterComponent = (event: Event) => {
      preventedByComponent = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", afterComponent);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener("click", afterComponent);
    expect(preventedByComponent).toBe(false);
    expect(screen.queryByRole("heading", { name: "이벤트 목록" })).toBeNull();
  });

  it("opens external links through the shell's opener when there is one", async () => {
    const openExternal = vi.fn();
    renderAt(body, openExternal);
    const link = await screen.findByRole("link", { name: "멤버십 가입" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(fireEvent.click(link)).toBe(false);
    expect(openExternal).toHaveBeenCalledWith("https://www.spoint.example/join");
  });

  it("shows nothing for empty HTML", async () => {
    const { container } = renderAt("");
    await waitFor(() => expect(container.querySelector("[aria-busy]")).toBeNull());
    expect(container.textContent).toBe("");
  });
});

describe("the sanitizer's loading", () => {
  it("is never imported statically by engine/html", () => {
    const dir = import.meta.dirname;
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
      const text = readFileSync(join(dir, file), "utf8");
      expect(text, file).not.toMatch(/^import\s+(?!type\b)[^;]*from\s+["']dompurify["']/m);
    }
  });
});
