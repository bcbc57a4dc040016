import { asMember } from "./support/members.ts";
import { expect, failedLoad, test } from "./support/test.ts";

// Find my car against the reference server's seed, on a phone: demo member 1's registered car
// 123가4567 is parked at Hanam (B2 C-14); parked numbers run 1000-9999, so 0000 is never found.

test.describe("find my car", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test.describe("as a visitor", () => {
    // "No vehicle found" is the server's 404.
    test.use({ allowedConsoleErrors: failedLoad(404) });
    test("a visitor finds a car by its last 4 digits after consenting; an unknown number says so", async ({ page }) => {
      await page.goto("/hanam/mycar");
      await expect(page.getByRole("heading", { level: 1, name: "내 차 찾기" })).toBeVisible();
      const digits = page.getByLabel("차량번호 뒤 4자리");
      await digits.fill("45");
      await page.getByRole("button", { name: "찾기", exact: true }).click();
      await expect(page.getByText("차량번호 4자리를 모두 입력해 주세요.").first()).toBeVisible();
      // Digits only, cut at four.
      await digits.fill("");
      await digits.pressSequentially("45a67 8");
      await expect(digits).toHaveValue("4567");
      await page.getByRole("checkbox", { name: /주차 위치 조회에만/ }).check();
      await page.getByRole("button", { name: "찾기", exact: true }).click();
      await expect(page.getByText("***가4567")).toBeVisible();
      await expect(page.getByText("B2 C-14")).toBeVisible();
      await digits.fill("0000");
      await page.getByRole("button", { name: "찾기", exact: true }).click();
      await expect(page.getByText("입력하신 차량번호로 조회된 차량 정보가 없습니다.").first()).toBeVisible();
      // Registering needs a login in a browser.
      await expect(page.getByText("로그인하면 차량을 등록하고")).toBeVisible();
    });
  });

  test("the demo member finds a registered car with a tap, registers another and deletes it", async ({ page }) => {
    await asMember(page);
    await page.goto("/hanam/mycar");
    await expect(page.getByText("1/5대")).toBeVisible();
    await page.getByRole("button", { name: "123가4567 찾기" }).click();
    await expect(page.getByText("B2 C-14")).toBeVisible();

    await page.getByRole("textbox", { name: "차량번호", exact: true }).fill("12가3456");
    await page.getByRole("checkbox", { name: /수집·이용에 동의/ }).check();
    await page.getByRole("button", { name: "등록", exact: true }).click();
    await expect(page.getByText("12가3456 차량을 등록했습니다.")).toBeVisible();
    await expect(page.getByText("2/5대")).toBeVisible();
    await page.reload();
    await expect(page.getByText("2/5대")).toBeVisible();

    await page.getByRole("button", { name: "12가3456 삭제" }).click();
    const confirm = page.getByRole("dialog").filter({ hasText: "등록된 차량 정보를 삭제하시겠습니까?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "삭제" }).click();
    await expect(page.getByText("차량 정보를 삭제했습니다.")).toBeVisible();
    await expect(page.getByText("1/5대")).toBeVisible();
    await expect(page.getByText("12가3456", { exact: true })).toHaveCount(0);
  });
});
