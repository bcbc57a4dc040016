import type { Page } from "@playwright/test";
import { asMember, logIn, MEMBER, MEMBER_5 } from "./support/members.ts";
import { appIdle, axeViolations, expect, test } from "./support/test.ts";

// The club pages against the reference server's seed: each mall has OFC{code} and MOM{code}
// (recruiting) and PET{code} (closed); the demo member (member 1) is confirmed in MOM. Only this
// spec writes club applications, as member 5 (fieldmall05) at hanam's office club, on the run's
// fresh database.

test.use({ viewport: { width: 360, height: 740 } });

/** A valid 1×1 PNG (signature, IHDR, IDAT, IEND). */
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** Counts the page's POSTs to a path. */
function postsTo(page: Page, path: string) {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname.endsWith(path)) seen.push(r.url());
  });
  return seen;
}

test.describe("club", () => {
  test("the demo member sees the confirmed status in the moms' club", async ({ page }) => {
    await asMember(page, MEMBER);
    await page.goto("/hanam/soclub/join");
    await expect(page.getByRole("heading", { level: 1, name: "필드몰 하남 맘스 클럽" })).toBeVisible();
    await expect(page.getByRole("region", { name: "신청 현황" }).getByText("승인 완료", { exact: true })).toBeVisible();
    await expect(page.getByText("클럽 회원으로 승인되었습니다.")).toBeVisible();
    await expect(page.getByRole("form", { name: "클럽 가입 신청서" })).toHaveCount(0);
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a visitor is asked to log in, logs in and comes back to the club's form", async ({ page }) => {
    await page.goto("/hanam/club/join");
    const prompt = page.getByRole("dialog").filter({ hasText: "로그인이 필요한 서비스입니다" });
    await expect(prompt).toBeVisible();
    await expect(page.getByRole("form", { name: "클럽 가입 신청서" })).toHaveCount(0);
    await prompt.getByRole("button", { name: "로그인" }).click();
    await expect(page).toHaveURL(/\/hanam\/login\?returnTo=%2Fhanam%2Fclub%2Fjoin$/);
    await logIn(page, MEMBER);
    await expect(page).toHaveURL(/\/hanam\/club\/join$/);
    await expect(page.getByRole("heading", { level: 1, name: "필드몰 하남 오피스 클럽" })).toBeVisible();
    await expect(page.getByRole("form", { name: "클럽 가입 신청서" })).toBeVisible();
  });

  test("a 2 MiB image is refused in the browser: said at the field, nothing uploaded", async ({ page }) => {
    await asMember(page, MEMBER);
    const uploads = postsTo(page, "/club/upimg.do");
    await page.goto("/hanam/club/join");
    const form = page.getByRole("form", { name: "클럽 가입 신청서" });
    await form.getByLabel("회사명").fill("필드상사");
    await form.getByLabel("회사 주소").fill("하남시 미사대로 750");
    const big = Buffer.alloc(2 * 1024 * 1024);
    TINY_PNG.copy(big);
    await form.getByLabel("사원증 이미지").setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
    await expect(form.getByText("1MB 이하의 이미지만 첨부할 수 있습니다.")).toBeVisible();
    await expect(form.getByRole("img", { name: "선택한 사원증 미리보기" })).toHaveCount(0);
    await form.getByRole("button", { name: "가입 신청" }).click();
    await expect(form.getByLabel("사원증 이미지")).toBeFocused();
    await appIdle(page);
    expect(uploads).toEqual([]);
  });

  test("a member applies with a real PNG: preview, upload, application, then the status under review", async ({ page }) => {
    await asMember(page, MEMBER_5);
    const uploads = postsTo(page, "/club/upimg.do");
    const applies = postsTo(page, "/club/goApply.do");
    await page.goto("/hanam/club/join");
    const form = page.getByRole("form", { name: "클럽 가입 신청서" });
    await form.getByLabel("회사명").fill("필드상사");
    await form.getByLabel("회사 주소").fill("하남시 미사대로 750");
    await form.getByLabel("사원증 이미지").setInputFiles({ name: "staff-card.png", mimeType: "image/png", buffer: TINY_PNG });
    const preview = form.getByRole("img", { name: "선택한 사원증 미리보기" });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "가입 신청" }).click();
    const status = page.getByRole("region", { name: "신청 현황" });
    await expect(status.getByText("승인 대기", { exact: true })).toBeVisible();
    await expect(status).toContainText("staff-card.png");
    expect(uploads).toHaveLength(1);
    expect(applies).toHaveLength(1);
    // The application is stored: back on the page the status shows, not the form.
    await page.reload();
    await expect(page.getByRole("region", { name: "신청 현황" }).getByText("승인 대기", { exact: true })).toBeVisible();
    await expect(page.getByRole("form", { name: "클럽 가입 신청서" })).toHaveCount(0);
  });

  test("Suwon's club page is its own office club; the bridge shows the event and hands over to the club page", async ({ page }) => {
    await asMember(page, MEMBER);
    await page.goto("/suwon/event/suwonClub");
    await expect(page.getByRole("heading", { level: 1, name: "필드몰 수원 오피스 클럽" })).toBeVisible();
    const view = await page.request.get("/api/anseong/event/eventView.do?evt_seq=E070001");
    expect(view.ok(), "anseong's first event").toBe(true);
    const { eventView } = (await view.json()) as { eventView: { evt_titl: string } };
    await page.goto("/anseong/anseongClubBridge/E070001");
    await expect(page.getByRole("heading", { level: 1, name: eventView.evt_titl })).toBeVisible();
    await page.getByRole("link", { name: "클럽 페이지로 이동" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "필드몰 안성 오피스 클럽" })).toBeVisible();
    await expect(page).toHaveURL(/\/anseong\/club\/join$/);
  });
});

test("the server refuses a 2 MiB image too, with a clear message (that it stores nothing: server/domains/programs/club-upload-limit.test.ts)", async ({
  page,
}) => {
  await asMember(page, MEMBER);
  const big = Buffer.alloc(2 * 1024 * 1024);
  TINY_PNG.copy(big);
  const res = await page.request.post("/api/hanam/club/upimg.do", {
    multipart: { file: { name: "big.png", mimeType: "image/png", buffer: big } },
    headers: { "sec-fetch-site": "same-origin" },
  });
  expect(res.status()).toBe(413);
  expect(((await res.json()) as { message: string }).message).toBe("the image must be at most 1 MB (PNG or JPEG)");
});
