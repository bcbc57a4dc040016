import { expect, type Page } from "@playwright/test";

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

/** Logs the page's context in as demo member 1 (the session cookie) with the customer id stored, as after a login. */
export async function asMember(page: Page) {
  const res = await page.request.post("/api/hanam/spoint/login", {
    form: { userId: MEMBER.id, userPw: MEMBER.pw, aloginYn: "N" },
    headers: { "sec-fetch-site": "same-origin" },
  });
  expect(res.ok(), "the demo member logs in").toBe(true);
  const { custId } = (await res.json()) as { custId: string };
  await page.addInitScript((id) => localStorage.setItem("custId", id), custId);
}
