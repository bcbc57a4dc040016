import { axeViolations, expect, test } from "./support/test.ts";

// QR location on a phone against the reference server's seed (three QR codes per floor:
// QR + mall code + floor + 01 by the elevator, 02 by the escalator, 03 at the atrium).

test.describe("QR location", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test.describe("with the camera refused", () => {
    // No camera permission granted, and getUserMedia refuses as a visitor's "Block" would (headless
    // Chromium without the permission and without a camera answers NotFoundError: the same fallback).
    test.use({ permissions: [] });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
      });
    });

    test("the QR page falls back to the main floor's map with no message and a way to try again", async ({ page }) => {
      await page.goto("/hanam/qrTest");
      await expect(page.getByRole("heading", { level: 1, name: "QR 위치 찾기" })).toBeVisible();
      await expect(page.getByRole("group", { name: "1F 층 지도" })).toBeVisible();
      await page.getByRole("button", { name: "QR 코드 스캔" }).click();
      const retry = page.getByRole("button", { name: "다시 시도" });
      await expect(retry).toBeFocused();
      await expect(page.getByLabel("카메라 화면")).toHaveCount(0);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("group", { name: "1F 층 지도" })).toBeVisible();
      await expect(page.getByRole("img", { name: /^현재 위치/ })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      // Trying again asks once more and falls back the same way.
      await retry.click();
      await expect(retry).toBeFocused();
    });
  });

  test("a QR code's address shows you are here on its floor (Suwon's QR map)", async ({ page }) => {
    await page.goto("/suwon/qrHere?qrId=QR092F02");
    await expect(page.getByRole("heading", { level: 1, name: "현재 위치 안내" })).toBeVisible();
    await expect(page.getByText("현재 위치: 2F 에스컬레이터 앞")).toBeVisible();
    await expect(page.getByRole("tab", { name: "2F" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("img", { name: "현재 위치 (2F 에스컬레이터 앞)" })).toBeVisible();
    await expect(page.getByRole("button", { name: "다른 QR 코드 스캔" })).toBeVisible();
  });
});
