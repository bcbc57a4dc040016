import { axeViolations, expect, test } from "./support/test.ts";

// Centerfield's route finder (query mapSearch) against the reference server's route model: from the
// parking level (P tab, Parking East) to Steak One on 2F (the East Terrace's place). The quickest
// way takes the central stairs and the east escalator; step-free, the west elevator.

test.describe("Centerfield route finder", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("from the parking to a 2F store: stairs and escalator, or step-free by elevator; a marker switches the floor", async ({ page }) => {
    await page.goto("/centerfield/home?mapSearch=Y");
    const dialog = page.getByRole("dialog", { name: "길찾기" });
    const from = dialog.getByRole("group", { name: "출발" });
    const to = dialog.getByRole("group", { name: "도착" });
    await from.getByRole("tab", { name: "P" }).click();
    await from.getByRole("combobox", { name: "출발 매장" }).selectOption({ label: "주차장 동측" });
    await to.getByRole("tab", { name: "2F" }).click();
    await to.getByRole("combobox", { name: "도착 매장" }).selectOption({ label: "스테이크원" });
    await dialog.getByRole("button", { name: "경로 찾기" }).click();

    const steps = dialog.getByTestId("route-steps");
    await expect(steps).toHaveText("주차장 동측 출발 → 중앙 계단 이용 → B2 → 동측 에스컬레이터 이용 → 2F → 스테이크원 도착");
    const parking = dialog.getByRole("group", { name: "P 경로 지도" });
    await expect(parking.getByRole("img", { name: "출발: 주차장 동측" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await parking.getByRole("button", { name: "중앙 계단 이용 → B2: B2 지도 보기" }).click();
    await expect(dialog.getByRole("group", { name: "B2 경로 지도" }).getByRole("button", { name: /동측 에스컬레이터 이용 → 2F/ })).toBeVisible();

    await dialog.getByRole("checkbox", { name: /엘리베이터만/ }).check();
    await expect(steps).toHaveCount(0);
    await dialog.getByRole("button", { name: "경로 찾기" }).click();
    await expect(steps).toHaveText("주차장 동측 출발 → 서측 엘리베이터 이용 → 2F → 스테이크원 도착");
    await expect(dialog.getByRole("tab", { name: "B2" })).toHaveCount(2); // the two ends' tabs only: the route skips B2
    await dialog
      .getByRole("group", { name: "P 경로 지도" })
      .getByRole("button", { name: /서측 엘리베이터 이용 → 2F/ })
      .click();
    await expect(dialog.getByRole("group", { name: "2F 경로 지도" }).getByRole("img", { name: /도착: 스테이크원/ })).toBeVisible();

    await dialog.getByRole("button", { name: "닫기" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/centerfield\/home$/);
  });

  test("opens over the location page too, asks for a start first, and closing removes mapSearch", async ({ page }) => {
    await page.goto("/centerfield/location?mapSearch=Y");
    const dialog = page.getByRole("dialog", { name: "길찾기" });
    await expect(dialog.getByRole("group", { name: "출발" })).toBeVisible();
    await dialog.getByRole("button", { name: "경로 찾기" }).click();
    const notice = page.getByRole("dialog").filter({ hasText: "현재 위치(출발지)를 선택해 주세요." });
    await notice.getByRole("button", { name: "확인" }).click();
    await expect(notice).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "경로 찾기" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/centerfield\/location$/);
  });
});
