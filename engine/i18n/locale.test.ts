/** @vitest-environment jsdom */
import { beforeEach, describe, expect, it } from "vitest";
import { storeLocale, syncLocaleCookie } from "./locale.ts";

const cookie = () => document.cookie.split(/;\s*/).find((c) => c.startsWith("locale="));

beforeEach(() => {
  localStorage.clear();
  document.cookie = "locale=; path=/; max-age=0";
});

describe("the stored locale's cookie", () => {
  it("is written with the choice, for the server's next answer", () => {
    storeLocale("en");
    expect(localStorage.getItem("locale")).toBe("en");
    expect(cookie()).toBe("locale=en");
    storeLocale("ko");
    expect(cookie()).toBe("locale=ko");
  });

  it("is written at start from a choice stored before the cookie existed, and left alone without one", () => {
    syncLocaleCookie();
    expect(cookie()).toBeUndefined();
    localStorage.setItem("locale", "en");
    syncLocaleCookie();
    expect(cookie()).toBe("locale=en");
  });
});
