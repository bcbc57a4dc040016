import type { Page } from "@playwright/test";

// The reference server's seeded demo members (server/domains/member/seed.ts).
export const MEMBER = { id: "fieldmall01", pw: "Field!2026a", name: "김하늘" };
export const NO_CONSENT = { id: "fieldmall02", pw: "Field!2026b" };
export const NEW_DEVICE = { id: "fieldmall03", pw: "Field!2026c", phone: "01033332026" };

/** Fills the login form on the page and submits it. */
export async function logIn(page: Page, who: { id: string; pw: string }) {
  await page.getByLabel("아이디").fill(who.id);
  await page.getByLabel("비밀번호", { exact: false }).first().fill(who.pw);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
}
