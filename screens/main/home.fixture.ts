import type { MallManifest } from "../../schemas/manifest.ts";
import { mallFixture as sharedMallFixture } from "../../tests/fixtures/mall.fixture.ts";

/** A mall manifest for tests, named like hanam (what the home shows); only what the home reads is varied. */
export function mallFixture(path: string, over: Partial<MallManifest> = {}): MallManifest {
  return sharedMallFixture(path, { name: { ko: "필드몰 하남", en: "FIELD MALL Hanam" }, ...over });
}

/** Labels of the quick links used in tests (the real ones live in the routes catalogue). */
export const quickLabels: Record<string, string> = {
  "home.quick.stores": "매장 안내",
  "home.quick.parking": "주차 안내",
  "home.quick.kids": "키즈",
  "home.quick.membership": "멤버십",
  "shell.footer.terms": "약관 및 정책",
};

/** A banner as the API gives it (bnSeq n, titled "배너 n"), linking to `linkUrl` unless told otherwise. */
export const bannerFixture = (bnSeq: number, over: Record<string, unknown> = {}) => ({
  bnSeq,
  bnTitl: `배너 ${bnSeq}`,
  imgUri: `/images/seed/banner-${bnSeq}.svg`,
  linkType: "I",
  linkUrl: "/hanam/event/main",
  stmUrl: "",
  ...over,
});
