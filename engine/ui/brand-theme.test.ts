// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyBrandTheme, brandThemeStyle } from "./brand-theme.ts";

const theme = { primary: "#112233", onPrimary: "#ffffff", accent: "#aa8844", surface: "#f5f0ea" };

describe("brandThemeStyle", () => {
  it("maps every theme colour to its custom property", () => {
    expect(brandThemeStyle(theme)).toEqual({
      "--brand-primary": "#112233",
      "--brand-on-primary": "#ffffff",
      "--brand-accent": "#aa8844",
      "--brand-surface": "#f5f0ea",
    });
  });
});

describe("applyBrandTheme", () => {
  it("sets the properties on an element and removes them again for no mall", () => {
    const el = document.createElement("div");
    applyBrandTheme(el, theme);
    expect(el.style.getPropertyValue("--brand-primary")).toBe("#112233");
    expect(el.style.getPropertyValue("--brand-surface")).toBe("#f5f0ea");
    applyBrandTheme(el, null);
    expect(el.style.getPropertyValue("--brand-primary")).toBe("");
  });
});
