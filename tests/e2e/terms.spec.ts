import type { Page } from "@playwright/test";
import { appIdle, axeViolations, expect, failedLoad, test } from "./support/test.ts";

// The terms viewer (m/agreement, the app's terms list), Centerfield's terms dialog over its pages
// and the static pages (/page, hanam's venue rental) against the reference server's seed.

/** The terms calls the page makes (the agreement key and the version asked for), from now on. */
function termsCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    const m = /^\/api\/([^/]+)\/agreement\/([^/]+)\.do$/.exec(url.pathname);
    if (m) seen.push(`${m[1]}/${m[2]}${url.searchParams.has("terSeq") ? "@version" : ""}`);
  });
  return seen;
}

const body = (page: Page) => page.locator("main");
/** The terms a standard mall's home links in its footer (inside the page's main). */
const homeTerms = (page: Page) => page.getByRole("navigation", { name: "약관 및 정책" });

/** Fits a 320 px phone (nothing scrolls sideways) and passes axe. */
async function fitsAndPassesAxe(page: Page) {
  await appIdle(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
}

test.describe("the terms page (m/agreement)", () => {
  test("opens from the home's footer on the version in force, switches versions, reloads on every open and closes back one step", async ({ page }) => {
    const calls = termsCalls(page);
    await page.goto("/hanam");
    await homeTerms(page).getByRole("link", { name: "개인정보 처리방침" }).click();
    await expect(page).toHaveURL(/\/hanam\/agreement\?agreement=privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: "개인정보 처리방침" })).toBeVisible();
    const version = page.getByRole("combobox", { name: "버전" });
    await expect(version.locator("option:checked")).toHaveText(/^Ver\.5\.0 · \d{4}\.\d{2}\.\d{2} 시행 \(현재\)$/);
    await expect(version.locator("option")).toHaveText([/^Ver\.5\.0 /, /^Ver\.4\.0 /, /^Ver\.3\.0 /]);
    await expect(body(page).getByText("차량 번호(주차 위치 찾기 이용 시)")).toBeVisible();
    // Version 3 lists neither the car number nor what the service collects by itself.
    await version.selectOption({ label: (await version.locator("option").nth(2).textContent()) ?? "" });
    await expect(body(page).getByText("차량 번호(주차 위치 찾기 이용 시)")).toHaveCount(0);
    await expect(body(page).getByText("회원 탈퇴 시까지 보유하며", { exact: false })).toBeVisible();
    expect(calls).toEqual(["hanam/privacy", "hanam/privacy@version"]);
    // Closing goes back one step: the home.
    await page.getByRole("button", { name: "닫기" }).click();
    await expect(page).toHaveURL(/\/hanam$/);
    // Opened again, the terms are called again and start on the version in force.
    await homeTerms(page).getByRole("link", { name: "개인정보 처리방침" }).click();
    await expect(body(page).getByText("차량 번호(주차 위치 찾기 이용 시)")).toBeVisible();
    // The call is counted when the browser sends it, which may come after the text is shown.
    await expect.poll(() => calls).toEqual(["hanam/privacy", "hanam/privacy@version", "hanam/privacy"]);
    // The browser's back leaves the terms the same way.
    await page.goBack();
    await expect(page).toHaveURL(/\/hanam$/);
  });

  test("?mall= shows another mall's terms; notitle keeps the title for screen readers only; the page passes axe", async ({ page }) => {
    const calls = termsCalls(page);
    await page.goto("/hanam/agreement?agreement=service&mall=coexmall&notitle=Y");
    await expect(body(page).getByText("필드몰 코엑스몰 모바일 웹과 앱 서비스", { exact: false })).toBeVisible();
    const title = page.getByRole("heading", { level: 1, name: "서비스 이용약관" });
    await expect(title).toBeAttached();
    expect(await title.evaluate((h) => h.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    expect(calls).toEqual(["coexmall/service"]);
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: failedLoad(404) });

    test("a missing key is not found without a call, an unknown one after the server's 404", async ({ page }) => {
      const calls = termsCalls(page);
      await page.goto("/hanam/agreement");
      await expect(page.getByRole("heading", { level: 1, name: "약관을 찾을 수 없습니다" })).toBeVisible();
      await page.goto("/hanam/agreement?agreement=no_such_terms");
      await expect(page.getByRole("heading", { level: 1, name: "약관을 찾을 수 없습니다" })).toBeVisible();
      expect(calls).toEqual(["hanam/no_such_terms"]);
    });
  });
});

test.describe("the stored copy when the terms call fails", () => {
  test.use({ allowedConsoleErrors: new RegExp(`${failedLoad(500, 503).source}|ERR_CONNECTION_FAILED|ERR_FAILED`) });

  test("a 500 shows the stored privacy policy, labelled as such; retry brings the terms in force", async ({ page }) => {
    await page.route("**/api/hanam/agreement/privacy.do*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "boom" }) }),
    );
    await page.goto("/hanam/agreement?agreement=privacy");
    const stored = page.getByRole("region", { name: "저장된 사본" });
    await expect(stored).toContainText("앱에 저장해 둔 Ver.5.0 사본");
    await expect(page.getByRole("heading", { level: 1, name: "개인정보 처리방침" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "개인정보 보호책임자" })).toBeVisible();
    await expect(page.getByRole("combobox")).toHaveCount(0);
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute("**/api/hanam/agreement/privacy.do*");
    await stored.getByRole("button", { name: "최신 약관 다시 불러오기" }).click();
    await expect(page.getByRole("combobox", { name: "버전" })).toBeVisible();
    await expect(stored).toHaveCount(0);
  });

  test("no connection shows the stored membership terms; terms the app keeps no copy of show the error state", async ({ page }) => {
    await page.route("**/api/hanam/agreement/*.do*", (route) => route.abort("connectionfailed"));
    await page.goto("/hanam/agreement?agreement=field_membership");
    await expect(page.getByRole("region", { name: "저장된 사본" })).toContainText("Ver.3.0");
    await expect(page.getByRole("heading", { level: 1, name: "멤버십 이용약관" })).toBeVisible();
    await page.goto("/hanam/agreement?agreement=location");
    await expect(page.getByRole("alert").getByRole("button", { name: "다시 시도" })).toBeVisible();
    await expect(page.getByRole("region", { name: "저장된 사본" })).toHaveCount(0);
  });
});

test.describe("Centerfield's terms dialog", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("opens from the footer over the page with its version dropdown; closing goes back to the page", async ({ page }) => {
    const calls = termsCalls(page);
    await page.goto("/centerfield/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link")).toHaveText(["영상정보처리기기 운영관리 방침", "개인정보 처리방침", "서비스 이용약관"]);
    await footer.getByRole("link", { name: "서비스 이용약관" }).click();
    await expect(page).toHaveURL(/\/centerfield\/about\?agreement=service$/);
    const dialog = page.getByRole("dialog", { name: "서비스 이용약관" });
    await expect(dialog.getByText("센터필드 모바일 웹과 앱 서비스", { exact: false })).toBeVisible();
    const version = dialog.getByRole("combobox", { name: "버전" });
    await expect(version.locator("option")).toHaveText([/^Ver\.2\.0 .*\(현재\)$/, /^Ver\.1\.0 /]);
    // Version 1 does not offer receipts and Find my car yet.
    await expect(dialog.getByText("모바일 영수증 및 주차 위치 찾기")).toBeVisible();
    await version.selectOption({ index: 1 });
    await expect(dialog.getByText("모바일 영수증 및 주차 위치 찾기")).toHaveCount(0);
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "닫기" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/centerfield\/about$/);
    // The browser's back closes it too, and each open reloads the terms.
    await footer.getByRole("link", { name: "영상정보처리기기 운영관리 방침" }).click();
    await expect(page.getByRole("dialog", { name: "영상정보처리기기 운영관리 방침" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/centerfield\/about$/);
    await footer.getByRole("link", { name: "서비스 이용약관" }).click();
    const reopened = page.getByRole("dialog", { name: "서비스 이용약관" });
    await expect(reopened.getByText("센터필드 모바일 웹과 앱 서비스", { exact: false })).toBeVisible();
    await expect.poll(() => calls).toEqual(["centerfield/service", "centerfield/service@version", "centerfield/operation", "centerfield/service"]);
  });

  test("opened first by its address, closing goes to Centerfield's home", async ({ page }) => {
    await page.goto("/centerfield/location?agreement=privacy");
    const dialog = page.getByRole("dialog", { name: "개인정보 처리방침" });
    await expect(dialog.getByRole("combobox", { name: "버전" })).toBeVisible();
    await dialog.getByRole("button", { name: "닫기" }).click();
    await expect(page).toHaveURL(/\/centerfield\/home$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("the app's terms pages", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the terms list opens a term in the dialog and back closes it; the permissions page explains the app's permissions", async ({ page }) => {
    await page.goto("/app/setting/policyAgreement?mall=goyang");
    await expect(page.getByRole("heading", { level: 1, name: "약관 및 정책" })).toBeVisible();
    await page.getByRole("link", { name: "위치기반서비스 이용약관" }).click();
    const dialog = page.getByRole("dialog", { name: "위치기반서비스 이용약관" });
    await expect(dialog.getByText("필드몰 고양가 제공하는 위치기반서비스", { exact: false })).toBeVisible();
    await fitsAndPassesAxe(page);
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/setting\/policyAgreement\?mall=goyang$/);
    await page.goto("/app/agreement/notice_access");
    await expect(page.getByRole("heading", { level: 1, name: "앱 접근 권한 안내" })).toBeVisible();
    await expect(page.getByText("카메라", { exact: true })).toBeVisible();
    await fitsAndPassesAxe(page);
  });
});

test.describe("static pages", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("/page shows the page ?id= names from the manifest, and an unknown id is not found", async ({ page }) => {
    await page.goto("/hanam/page?id=amenities");
    await expect(page.getByRole("heading", { level: 1, name: "고객 편의 서비스" })).toBeVisible();
    await expect(page.getByRole("region", { name: "수유실과 가족 화장실" })).toBeVisible();
    await fitsAndPassesAxe(page);
    await page.goto("/hanam/page?id=unknown");
    await expect(page.getByRole("heading", { level: 1, name: "페이지를 찾을 수 없습니다" })).toBeVisible();
    await page.getByRole("link", { name: "필드몰 하남 홈으로" }).click();
    await expect(page).toHaveURL(/\/hanam$/);
  });

  test("hanam's venue rental opens on the Live Plaza; a tab shows another venue; the way to book leads to the 1:1 inquiry", async ({ page }) => {
    await page.goto("/hanam/store/rentalInfo");
    await expect(page).toHaveURL(/\/hanam\/store\/rentalInfo\/livePlaza$/);
    const tabs = page.getByRole("navigation", { name: "대관 장소" });
    await expect(tabs.getByRole("link", { name: "라이브 플라자" })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: "메가박스 상영관" }).click();
    await expect(page).toHaveURL(/\/hanam\/store\/rentalInfo\/megabox$/);
    await expect(tabs.getByRole("link", { name: "메가박스 상영관" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "메가박스 상영관" })).toContainText("최대 320명");
    const ask = page.getByRole("region", { name: "대관 문의" });
    await expect(ask.getByRole("link", { name: /031-8072-8123/ })).toHaveAttribute("href", "tel:03180728123");
    await expect(ask.getByRole("link", { name: "1:1 문의로 신청하기" })).toHaveAttribute("href", "/hanam/store/service/cs");
    await fitsAndPassesAxe(page);
    // Another mall has no rental pages: the route is not mounted there.
    await page.goto("/goyang/store/rentalInfo/livePlaza");
    await expect(page.getByRole("region", { name: "대관 문의" })).toHaveCount(0);
  });
});
