import { expect, type APIRequestContext, type Page } from "@playwright/test";

// The reference server's seeded demo members (server/domains/member/seed.ts).
export const MEMBER = { id: "fieldmall01", pw: "Field!2026a", name: "김하늘" };
export const NO_CONSENT = { id: "fieldmall02", pw: "Field!2026b" };
export const NEW_DEVICE = { id: "fieldmall03", pw: "Field!2026c", phone: "01033332026" };
/** Demo member 5 (M0000005): no stamps at hanam. */
export const MEMBER_5 = { id: "fieldmall05", pw: "Field!2026e" };

/** Fills the login form on the page and submits it. */
export async function logIn(page: Page, who: { id: string; pw: string }) {
  await page.getByLabel("아이디").fill(who.id);
  await page.getByLabel("비밀번호", { exact: false }).first().fill(who.pw);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
}

/**
 * Logs the page's context in as a demo member (member 1 unless told) with the customer id stored, as
 * after a login. `headers`: extra request headers (a test's X-Mall-Clock).
 */
export async function asMember(page: Page, who: { id: string; pw: string } = MEMBER, headers: Record<string, string> = {}) {
  const custId = await logInByCookie(page.request, { who, headers });
  await page.addInitScript((id) => localStorage.setItem("custId", id), custId);
}

/**
 * Logs a demo member (member 1 unless told) in on a request context, at a mall's login (hanam
 * unless told): the context then carries the session cookie, and nothing is stored in the page.
 * Returns the member's customer id.
 */
export async function logInByCookie(
  request: APIRequestContext,
  { who = MEMBER, mall = "hanam", headers = {} }: { who?: { id: string; pw: string }; mall?: string; headers?: Record<string, string> } = {},
): Promise<string> {
  const res = await request.post(`/api/${mall}/spoint/login`, {
    form: { userId: who.id, userPw: who.pw, aloginYn: "N" },
    headers: { "sec-fetch-site": "same-origin", ...headers },
  });
  expect(res.ok(), "the demo member logs in").toBe(true);
  const { custId } = (await res.json()) as { custId: string };
  return custId;
}
