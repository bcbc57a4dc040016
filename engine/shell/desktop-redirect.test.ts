import { describe, expect, it } from "vitest";
import { mallByPath } from "../manifests/bundle.ts";
import { desktopRedirectTarget, isDesktopBrowser, type DesktopVisit } from "./desktop-redirect.ts";

const CHROME_DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const MAC_SAFARI = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const APP = `${CHROME_DESKTOP} FieldMallApp/3.4.0`;

const visit = (over: Partial<DesktopVisit> = {}): DesktopVisit => ({
  pathname: "/centerfield/home",
  search: "",
  userAgent: CHROME_DESKTOP,
  maxTouchPoints: 0,
  origin: "https://m.centerfield.example",
  stayed: false,
  ...over,
});

describe("Centerfield's desktop redirect", () => {
  it("sends a desktop browser on any Centerfield page to the desktop shops site", () => {
    expect(desktopRedirectTarget(visit(), mallByPath)).toBe("https://shops.centerfield.example/");
    expect(desktopRedirectTarget(visit({ pathname: "/centerfield/location", userAgent: MAC_SAFARI }), mallByPath)).toBe("https://shops.centerfield.example/");
  });

  it("never in the app, never a phone or a tablet (an iPad says Mac but has a touch screen)", () => {
    expect(desktopRedirectTarget(visit({ userAgent: APP }), mallByPath)).toBeNull();
    expect(desktopRedirectTarget(visit({ userAgent: PIXEL, maxTouchPoints: 5 }), mallByPath)).toBeNull();
    expect(desktopRedirectTarget(visit({ userAgent: MAC_SAFARI, maxTouchPoints: 5 }), mallByPath)).toBeNull();
    expect(isDesktopBrowser(CHROME_DESKTOP, 0)).toBe(true);
  });

  it("only where the manifest asks for it: other malls and the gate stay", () => {
    expect(desktopRedirectTarget(visit({ pathname: "/hanam" }), mallByPath)).toBeNull();
    expect(desktopRedirectTarget(visit({ pathname: "/" }), mallByPath)).toBeNull();
  });

  it("?mobile=1 keeps the visitor (and the tab, once chosen) on the mobile pages", () => {
    expect(desktopRedirectTarget(visit({ search: "?mobile=1" }), mallByPath)).toBeNull();
    expect(desktopRedirectTarget(visit({ stayed: true }), mallByPath)).toBeNull();
  });

  it("cannot loop: a desktop site on this very origin is not followed", () => {
    expect(desktopRedirectTarget(visit({ origin: "https://shops.centerfield.example" }), mallByPath)).toBeNull();
  });
});
