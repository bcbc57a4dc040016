// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SERVED_MEMBER_ATTR } from "./served-member.ts";

// The module reads the HTML as it loads: each case loads it afresh.
beforeEach(() => vi.resetModules());
afterEach(() => document.documentElement.removeAttribute(SERVED_MEMBER_ATTR));

describe("the member page the HTML shows", () => {
  it("is the path the HTML's root element names, and no other", async () => {
    document.documentElement.setAttribute(SERVED_MEMBER_ATTR, "/hanam/myinfo/receipt");
    const { isServedMemberPage } = await import("./served-member.ts");
    expect(isServedMemberPage("/hanam/myinfo/receipt")).toBe(true);
    expect(isServedMemberPage("/hanam/myinfo/security")).toBe(false);
  });

  it("is none where the HTML is not a member page's", async () => {
    const { isServedMemberPage } = await import("./served-member.ts");
    expect(isServedMemberPage("/hanam/myinfo/receipt")).toBe(false);
    expect(isServedMemberPage(window.location.pathname)).toBe(false);
  });

  it("follows what the renderer notes", async () => {
    const { isServedMemberPage, markServedMemberPage } = await import("./served-member.ts");
    markServedMemberPage("/hanam/myinfo");
    expect(isServedMemberPage("/hanam/myinfo")).toBe(true);
    markServedMemberPage(null);
    expect(isServedMemberPage("/hanam/myinfo")).toBe(false);
  });
});
