import { describe, expect, it } from "vitest";
import { routeHasPageInfo } from "./page-info-route.ts";

describe("routeHasPageInfo", () => {
  it.each([
    ["EventMainDetail", true],
    ["cfEventDetail", true],
    ["TenantDetail", true],
    ["cfTenantDetail", true],
    ["cfFloor", false],
    ["MyPageMemberShip", true],
    ["Main", false],
    [undefined, false],
  ])("%s: %s", (name, expected) => expect(routeHasPageInfo(name)).toBe(expected));
});
