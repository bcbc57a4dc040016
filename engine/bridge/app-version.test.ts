import { describe, expect, it } from "vitest";
import { appPlatformFrom, appVersionFrom } from "./app-version.ts";

const PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";

describe("appVersionFrom", () => {
  it.each([
    [`${PIXEL} FieldMallApp/3.4.0`, "3.4.0"],
    [`${IPHONE} FieldMallApp/3.1`, "3.1"],
    [`FieldMallApp/10.2.3.4 ${IPHONE}`, "10.2.3.4"],
  ])("reads the version of the app's token in %s", (ua, version) => {
    expect(appVersionFrom(ua)).toBe(version);
  });

  it.each([
    ["a browser", PIXEL],
    ["a token without a version", `${PIXEL} FieldMallApp/`],
    ["a version that is not numeric", `${PIXEL} FieldMallApp/beta`],
    ["five parts", `${PIXEL} FieldMallApp/1.2.3.4.5`],
    ["another app's token", `${PIXEL} OtherFieldMallApp/3.4.0`],
  ])("is null for %s", (_, ua) => {
    expect(appVersionFrom(ua)).toBeNull();
  });
});

describe("appPlatformFrom", () => {
  it("tells Android from iOS, and knows neither on a desktop", () => {
    expect(appPlatformFrom(PIXEL)).toBe("android");
    expect(appPlatformFrom(IPHONE)).toBe("ios");
    expect(appPlatformFrom("Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15")).toBe("ios");
    expect(appPlatformFrom("Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0")).toBeNull();
  });
});
