import type { MallManifest } from "../../schemas/manifest.ts";

/** A mall manifest for tests; only what the home reads is varied. */
export function mallFixture(path: string, over: Partial<MallManifest> = {}): MallManifest {
  return {
    path,
    kind: "mall",
    code: "01",
    name: { ko: "필드몰 하남", en: "FIELD MALL Hanam" },
    brand: "main",
    routeSet: "standard",
    visitedRedirect: true,
    locales: { default: "ko", available: ["ko"] },
    hours: { open: "10:00", close: "22:00" },
    title: { rule: "brand" },
    product: "field",
    features: [],
    ...over,
  };
}

/** Labels of the quick links used in tests (the real ones live in the routes catalogue). */
export const quickLabels: Record<string, string> = {
  "home.quick.stores": "매장 안내",
  "home.quick.parking": "주차 안내",
  "home.quick.kids": "키즈",
  "home.quick.membership": "멤버십",
};
