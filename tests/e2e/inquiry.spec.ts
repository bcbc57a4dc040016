import type { Page } from "@playwright/test";
import { ownClientAddress } from "./support/client-address.ts";
import { asMember } from "./support/members.ts";
import { appIdle, axeViolations, expect, failedLoad, test } from "./support/test.ts";

// The 1:1 inquiry against the reference server (issue 24): a visitor writes one, finds it again by
// e-mail and password and adds to it; a member writes one, finds it in the list and edits it; a
// wrong password says so, and the password calls' limit (10 a minute per client) answers 429 with
// the wait. The visitor's tests reach the server from client addresses of their own
// (support/client-address.ts), so other tests' password calls never count against theirs, and
// use e-mail addresses only they use.

const run = Date.now().toString(36);
/** A field by its label (a required one's label ends in its asterisk, hidden from its accessible name). */
const L = (text: string) => new RegExp(`^${text}\\*?$`);

/** Requests to a path of the service calls, counted from now. */
function counter(page: Page, path: string) {
  let n = 0;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.endsWith(`/service/${path}`)) n += 1;
  });
  return () => n;
}

test.describe("1:1 inquiry", () => {
  // axe on the form with its errors, the lookup and the thread, on the narrowest phone.
  test.describe(() => {
    test.use({ viewport: { width: 320, height: 720 } });
    test("a visitor writes an inquiry (saved once under a double tap), finds it again by e-mail and password, and adds to it", async ({ page, baseURL }) => {
      const own = await ownClientAddress("127.0.0.25", new URL(baseURL ?? ""));
      try {
        const email = `inquiry-visitor-${run}@example.com`;
        const password = `pw-${run}`;
        const title = `교환 문의 ${run}`;
        const saves = counter(page, "qnaSave.do");
        await page.goto(`${own.origin}/hanam/store/service/cs`);
        const form = page.getByRole("form", { name: "문의 작성" });
        // Nothing filled in: each field says what it needs, and nothing is sent.
        await form.getByRole("button", { name: "문의 등록" }).click();
        await expect(form.getByText("문의 내용을 입력해 주세요.")).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await form.getByLabel(L("문의 유형")).selectOption("10");
        await form.getByLabel(L("세부 유형")).selectOption({ label: "교환/환불" });
        await form.getByLabel(L("매장명")).fill("리빙 편집숍");
        await form.getByLabel(L("이름")).fill("박방문");
        await form.getByLabel(L("이메일")).fill(email);
        await form.getByLabel(L("비밀번호")).fill(password);
        await form.getByLabel(L("제목")).fill(title);
        await form.getByLabel(L("문의 내용")).fill("<b>선물</b>로 받은 상품을 교환하고 싶습니다.");
        await form.getByRole("checkbox", { name: /개인정보 수집·이용에 동의합니다/ }).check();
        await form.getByRole("button", { name: "문의 등록" }).dblclick();
        await expect(page.getByText("문의가 등록되었습니다.")).toBeVisible();
        await expect(page.getByText(`이메일(${email})과 비밀번호로 문의와 답변을 확인할 수 있습니다.`)).toBeVisible();
        expect(saves()).toBe(1);

        await page.getByRole("button", { name: "문의 보기" }).click();
        await expect(page).toHaveURL(/\/hanam\/store\/service\/cs\/\d+$/);
        await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
        // User text is plain text.
        await expect(page.getByText("<b>선물</b>로 받은 상품을 교환하고 싶습니다.")).toBeVisible();
        // The password lives in memory only.
        expect(page.url()).not.toContain(password);
        const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
        expect(stored).not.toContain(password);

        // A reload forgets it: the deep link goes to the lookup first.
        await page.reload();
        await expect(page.getByText("이 문의를 보려면 작성할 때 입력한 이메일과 비밀번호를 입력해 주세요.")).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByLabel(L("이메일")).fill(email);
        await page.getByLabel(L("비밀번호")).fill(password);
        await page.getByRole("button", { name: "조회" }).click();
        await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();

        const add = page.getByRole("form", { name: "추가 문의 작성" });
        await add.getByLabel(L("추가 문의")).fill("영수증 사진도 보내 드릴게요.");
        await add.getByRole("button", { name: "추가 문의 등록" }).click();
        await expect(page.getByRole("status").filter({ hasText: "추가 문의가 등록되었습니다." })).toBeVisible();
        await expect(page.getByRole("listitem").filter({ hasText: "영수증 사진도 보내 드릴게요." })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);

        // My inquiries finds it with the credentials still in memory.
        await page.getByRole("link", { name: "목록으로" }).click();
        const found = page.getByRole("list", { name: "조회된 문의" });
        await expect(found.getByRole("link", { name: new RegExp(title) })).toContainText("추가 문의 1건");
        await expect(found.getByRole("link", { name: new RegExp(title) })).toContainText("확인중");
      } finally {
        await own.close();
      }
    });
  });

  // axe on the member's list and the edit form, on the widest phone.
  test.describe(() => {
    test.use({ viewport: { width: 430, height: 932 } });
    test("a member writes an inquiry, sees it in the list, and edits it while it is being checked", async ({ page }) => {
      await asMember(page);
      const title = `주차 정산 문의 ${run}`;
      await page.goto("/hanam/store/service/cs");
      const form = page.getByRole("form", { name: "문의 작성" });
      await form.getByLabel(L("문의 유형")).selectOption("90");
      await expect(form.getByLabel(L("이름"))).not.toHaveValue("");
      await form.getByLabel(L("이메일")).fill("member1@example.com");
      await form.getByLabel(L("제목")).fill(title);
      await form.getByLabel(L("문의 내용")).fill("출차할 때 정산이 되지 않았습니다.");
      await form.getByRole("checkbox", { name: /개인정보 수집·이용에 동의합니다/ }).check();
      await form.getByRole("button", { name: "문의 등록" }).click();
      await expect(page.getByText("답변이 등록되면 나의 문의에서 확인할 수 있습니다.")).toBeVisible();

      await page.getByRole("tab", { name: "나의 문의" }).click();
      const list = page.getByRole("list", { name: "나의 문의 목록" });
      const row = list.getByRole("link", { name: new RegExp(title) });
      await expect(row).toContainText("확인중");
      expect(await axeViolations(page)).toEqual([]);
      await row.click();
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();

      await page.getByRole("button", { name: "문의 수정" }).click();
      const edit = page.getByRole("form", { name: "문의 수정" });
      await expect(edit.getByLabel(L("제목"))).toHaveValue(title);
      expect(await axeViolations(page)).toEqual([]);
      await edit.getByLabel(L("제목")).fill(`${title} (수정)`);
      await edit.getByLabel(L("이메일")).fill("member1@example.com");
      await edit.getByRole("button", { name: "수정 완료" }).click();
      await expect(page.getByRole("status").filter({ hasText: "문의가 수정되었습니다." })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: `${title} (수정)` })).toBeVisible();

      await page.getByRole("link", { name: "목록으로" }).click();
      await expect(page.getByRole("list", { name: "나의 문의 목록" }).getByRole("link", { name: new RegExp(`${title} \\(수정\\)`) })).toBeVisible();
    });
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: failedLoad(401, 429) });
    test("a wrong password says so; the 11th password call in a minute gets the 429 and its wait, and nothing is sent meanwhile", async ({ page, baseURL }) => {
      const own = await ownClientAddress("127.0.0.24", new URL(baseURL ?? ""));
      try {
        const lookups = counter(page, "qnalist/nonMemberLogin.do");
        await page.goto(`${own.origin}/hanam/store/service/cs?tab=mine`);
        await page.getByLabel(L("이메일")).fill(`inquiry-limit-${run}@example.com`);
        await page.getByLabel(L("비밀번호")).fill("not-the-password");
        const alert = page.getByRole("alert").filter({ hasText: /./ });
        for (let i = 1; i <= 10; i++) {
          const answer = page.waitForResponse((r) => r.url().includes("/service/qnalist/nonMemberLogin.do"));
          await page.getByRole("button", { name: "조회" }).click();
          expect((await answer).status(), `try ${i}`).toBe(401);
          await expect(alert).toHaveText("이메일 또는 비밀번호가 올바르지 않습니다.");
        }
        const refused = page.waitForResponse((r) => r.url().includes("/service/qnalist/nonMemberLogin.do"));
        await page.getByRole("button", { name: "조회" }).click();
        const limited = await refused;
        expect(limited.status()).toBe(429);
        const wait = Number(limited.headers()["retry-after"]);
        expect(wait).toBeGreaterThan(0);
        await expect(alert).toHaveText(`시도가 너무 많습니다. ${wait}초 뒤에 다시 시도해 주세요.`);
        // Retry-After is respected: the lookup sends nothing until the wait is over.
        await expect(page.getByRole("button", { name: "조회" })).toHaveAttribute("aria-disabled", "true");
        await page.getByLabel(L("비밀번호")).press("Enter");
        await appIdle(page);
        expect(lookups()).toBe(11);
      } finally {
        await own.close();
      }
    });
  });
});
