// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { brandOf, mallByPath } from "../manifests/bundle.ts";
import { applyWebApp } from "./web-app-link.ts";

describe("applyWebApp", () => {
  it("points the page's manifest link at the mall shown, and back at the gate's without a mall", () => {
    document.head.innerHTML = '<link rel="manifest" href="/webapp/gate.webmanifest">';
    const hanam = mallByPath("hanam")!;
    applyWebApp(document, hanam, brandOf(hanam));
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe("/webapp/hanam.webmanifest");
    expect(document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href")).toBe(`/webapp/icon-${hanam.brand}-maskable-192.png`);
    const centerfield = mallByPath("centerfield")!;
    applyWebApp(document, centerfield, brandOf(centerfield));
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe("/webapp/centerfield.webmanifest");
    expect(document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href")).toBe("/webapp/icon-centerfield-maskable-192.png");
    applyWebApp(document, null, null);
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe("/webapp/gate.webmanifest");
  });

  it("adds the link when the page has none", () => {
    document.head.innerHTML = "";
    applyWebApp(document, mallByPath("suwon_teaser") ?? null, null);
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe("/webapp/gate.webmanifest");
  });
});
