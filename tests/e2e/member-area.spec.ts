import { devices, type Page } from "@playwright/test";
import { asMember, logIn, MEMBER } from "./support/members.ts";
import { appIdle, expect, test } from "./support/test.ts";

// The member section (myinfo) and its security settings as demo member 1 against the reference server.

async function openAsMember(page: Page, path: string) {
  const mall = path.split("/")[1];
  await page.goto(`/${mall}/${mall === "centerfield" ? "cfLogin" : "login"}?returnTo=${encodeURIComponent(path)}`);
  await logIn(page, MEMBER);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
}

test.describe("member section", () => {
  test("myinfo opens on its first section (membership), which a reload keeps, and leads to the others inside it", async ({ page }) => {
    await page.goto(`/hanam/login?returnTo=${encodeURIComponent("/hanam/myinfo")}`);
    await logIn(page, MEMBER);
    await expect(page).toHaveURL(/\/hanam\/myinfo\/membership$/);
    const sections = page.getByRole("navigation", { name: "내 정보 메뉴" });
    await expect(sections.getByRole("link", { name: "멤버십" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Demo member 1 is a VIP: the welcome shows on the first visit to the page, and not again after a reload.
    const vipWelcome = page.getByRole("dialog", { name: "VIP 클럽 회원님, 환영합니다" });
    await vipWelcome.getByRole("button", { name: "확인" }).click();
    await expect(vipWelcome).toHaveCount(0);
    await page.reload();
    await expect(page).toHaveURL(/\/hanam\/myinfo\/membership$/);
    await expect(sections.getByRole("link", { name: "멤버십" })).toHaveAttribute("aria-current", "page");
    await appIdle(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await sections.getByRole("link", { name: "구매 내역" }).click();
    await expect(page).toHaveURL(/\/hanam\/myinfo\/receipt$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("구매 내역 및 영수증");
    await expect(sections.getByRole("link", { name: "구매 내역" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "영수증 목록" }).getByRole("listitem").first()).toBeVisible();
    await sections.getByRole("link", { name: "보안 설정" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("보안 설정");
  });

  test("the page is not idle while the membership card's code is on its way: once idle, its heading is there", async ({ page }) => {
    await asMember(page);
    // The card is a part in a chunk of its own, behind a skeleton: a slow network holds it back.
    await page.route(/\/membership-view[^/]*\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto("/anseong/myinfo");
    await appIdle(page);
    await expect(page).toHaveURL(/\/anseong\/myinfo\/membership$/);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
  });

  test("security: a setting is saved and confirmed, and a device is removed after the confirm", async ({ page }) => {
    await openAsMember(page, "/hanam/myinfo/security");
    const overseas = page.getByRole("checkbox", { name: "해외 로그인 차단" });
    await expect(overseas).toBeChecked();
    await overseas.uncheck();
    await expect(page.getByRole("status").filter({ hasText: "설정을 저장했습니다." })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "해외 로그인 차단" })).not.toBeChecked();
    await page.getByRole("checkbox", { name: "해외 로그인 차단" }).check();
    await expect(page.getByRole("checkbox", { name: "해외 로그인 차단" })).toBeChecked();

    const devices = page.getByRole("region", { name: "로그인한 기기" });
    await devices.getByRole("button", { name: /iPad Air .* 삭제/ }).click();
    const confirm = page.getByRole("dialog");
    await expect(confirm).toContainText("이 기기를 삭제하시겠습니까?");
    await confirm.getByRole("button", { name: "삭제" }).click();
    await expect(page.getByRole("status").filter({ hasText: "기기를 삭제했습니다." })).toBeVisible();
    await expect(devices.getByText(/iPad Air/)).toHaveCount(0);
    await expect(devices.getByText(/Galaxy S24/)).toBeVisible();
  });

  test("Centerfield's withdrawal page gives the guidance and the way to the points site", async ({ page }) => {
    await openAsMember(page, "/centerfield/withdrawal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("회원 탈퇴 안내");
    await expect(page.getByRole("listitem").first()).toBeVisible();
    const out = page.getByRole("link", { name: /포인트 회원 사이트에서 탈퇴하기/ });
    await expect(out).toHaveAttribute("href", /^https:\/\/www\.spoint\.example\//);
    await expect(out).toHaveAttribute("target", "_blank");
  });

  test("my details: a marketing consent is saved and confirmed, and stays after a reload", async ({ page }) => {
    await openAsMember(page, "/goyang/manageMyInfo");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("회원정보 관리");
    await expect(page.getByText(/^010-\*+-\d{4}$/)).toBeVisible();
    const email = page.getByRole("checkbox", { name: "마케팅 정보 수신 (이메일)" });
    const before = await email.isChecked();
    await email.setChecked(!before);
    await expect(page.getByRole("status").filter({ hasText: "동의 설정을 저장했습니다." })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "마케팅 정보 수신 (이메일)" })).toBeChecked({ checked: !before });
    await page.getByRole("checkbox", { name: "마케팅 정보 수신 (이메일)" }).setChecked(before);
    await expect(page.getByRole("status").filter({ hasText: "동의 설정을 저장했습니다." })).toBeVisible();
  });
});

test.describe("membership page", () => {
  test("hanam: the card as a barcode, the VIP tier and its popup once a visit, points, this month's stamps, the way to change details", async ({ page }) => {
    await openAsMember(page, "/hanam/myfield/main");
    const popup = page.getByRole("dialog");
    await expect(popup).toContainText("VIP 클럽 회원님, 환영합니다");
    await popup.getByRole("button", { name: "확인" }).click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("멤버십");
    await expect(page.getByText(`${MEMBER.name}님`, { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /멤버십 카드 바코드/ })).toBeVisible();
    await expect(page.getByText("VIP 클럽 · VIP")).toBeVisible();
    await expect(page.getByRole("link", { name: "포인트 회원 사이트에서 포인트 내역 보기" })).toHaveAttribute("href", /^https:\/\//);
    // The stamp card loads as it scrolls into view; the seeded demo member has collected this month's stamps at hanam (fewer early in a month).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByText(/스탬프 \d개 \/ 5개/)).toBeVisible();
    await expect(page.getByRole("link", { name: "스탬프 이벤트 보기" })).toHaveAttribute("href", /^\/hanam\/event\/stampEvent\/\d{6}\/S01\d{6}$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("멤버십");
    await expect(page.getByText("VIP 클럽 · VIP")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("navigation", { name: "회원 메뉴" }).getByRole("link", { name: "멤버십 정보 변경" }).click();
    await expect(page).toHaveURL(/\/hanam\/myfield\/main\/membership-update$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("멤버십 정보 변경");
  });

  test("Granseoul: membership, receipt and coupon tabs over one frame", async ({ page }) => {
    await openAsMember(page, "/granseoul/mypage");
    const tabs = page.getByRole("navigation", { name: "마이페이지" });
    await expect(tabs.getByRole("link", { name: "멤버십" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("멤버십");
    await expect(page.getByRole("img", { name: /멤버십 카드 바코드/ })).toBeVisible();
    await tabs.getByRole("link", { name: "구매 내역" }).click();
    await expect(page).toHaveURL(/\/granseoul\/mypage\/receipt$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("구매 내역 및 영수증");
    await expect(tabs.getByRole("link", { name: "구매 내역" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "영수증 목록" })).toBeVisible();
    // The member's coupons: the coupon list's "my" view (the demo member holds none at Granseoul).
    await tabs.getByRole("link", { name: "내 쿠폰" }).click();
    await expect(page).toHaveURL(/\/granseoul\/mypage\/coupon$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("내 쿠폰");
    await expect(tabs.getByRole("link", { name: "내 쿠폰" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("받은 쿠폰이 없습니다.")).toBeVisible();
    await tabs.getByRole("link", { name: "멤버십" }).click();
    await expect(page).toHaveURL(/\/granseoul\/mypage\/membership$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("멤버십");
  });
});

test.describe("Suwon favourites", () => {
  test("the favourite stores show with their details; the heart removes one, which stays gone after a reload", async ({ page }) => {
    await openAsMember(page, "/suwon/mypage/favoriteStore");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("관심 매장");
    const rows = page.getByRole("main").getByRole("listitem");
    await expect(rows).toHaveCount(2);
    // Newest first: the seed added 수하 (T090018) after 분식나라 (T090001).
    await expect(rows.first().getByRole("link")).toHaveAttribute("href", "/suwon/tenant/categoryInfo/T090018");
    const heart = page.getByRole("button", { name: "수하 관심 매장 등록" });
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await heart.click();
    await expect(rows).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "분식나라 관심 매장 등록" })).toHaveAttribute("aria-pressed", "true");
  });

  test("the favourite events link to the event", async ({ page }) => {
    await openAsMember(page, "/suwon/mypage/favoriteEvent");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("관심 이벤트");
    await expect(page.getByRole("main").getByRole("link").first()).toHaveAttribute("href", "/suwon/event/main/E090001");
  });
});

test.describe("my details in the app", () => {
  test.use({ userAgent: `${devices["Pixel 7"].userAgent} FieldMallApp/9.9.9` });
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      // The app keeps the member's id (the session asks it at every start; the simulated host forgets what it is told on a reload).
      (window as unknown as { __nativeHostConfig: unknown }).__nativeHostConfig = { deviceId: "e2e-location-device-01", custId: "M0000001" };
    });
    await context.addInitScript({ path: "tests/e2e/support/native-host.js" });
  });

  test("this device's location consent is saved for the mall and stays after a reload", async ({ page }) => {
    await openAsMember(page, "/hanam/manageMyInfo");
    const location = page.getByRole("checkbox", { name: "위치정보 이용 동의" });
    await expect(location).not.toBeChecked();
    await location.check();
    await expect(page.getByRole("status").filter({ hasText: "위치정보 이용 동의를 저장했습니다." })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "위치정보 이용 동의" })).toBeChecked();
  });
});
