import { devices } from "@playwright/test";
import { axeViolations, expect, test } from "./support/test.ts";

// The directions page against the built app (issue 12 points 2 and 7): Suwon's ways by tab, the
// map popup that lives in the URL (open = a history entry, close = back), and the map apps' deep
// links at the manifest's coordinates, through the bridge in the app's webview.

test.describe("directions", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("Suwon's page shows the car, bus and subway tabs, and the map popup opens and closes with back", async ({ page }) => {
    await page.goto("/suwon/store/direction");
    await expect(page.getByRole("heading", { level: 1, name: "오시는 길" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText(["자가용", "버스", "지하철"]);
    await page.getByRole("tab", { name: "버스" }).click();
    await expect(page).toHaveURL(/\/suwon\/store\/direction\?way=bus$/);
    await expect(page.getByText("필드몰 수원까지 70m · 도보 1분")).toBeVisible();
    await page.getByRole("tab", { name: "지하철" }).click();
    await expect(page.getByText("필드몰 수원까지 790m · 도보 11분")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "큰 지도 보기" }).click();
    const popup = page.getByRole("dialog", { name: "필드몰 수원 주변 지도" });
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(/[?&]showMap=show/);
    await expect(popup.getByRole("img", { name: /필드몰 수원/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goBack();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/suwon\/store\/direction\?way=subway$/);

    // The close button goes back one step too.
    await page.getByRole("button", { name: "큰 지도 보기" }).click();
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: /닫기/ }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/suwon\/store\/direction\?way=subway$/);
    await page.goBack();
    await expect(page).not.toHaveURL(/showMap/);
  });

  test.describe("in the app's webview", () => {
    const phone = devices["Pixel 7"];
    test.use({ userAgent: `${phone.userAgent} FieldMallApp/9.9.9` });
    test.beforeEach(async ({ context }) => {
      await context.addInitScript(() => {
        (window as unknown as { __nativeHostConfig: unknown }).__nativeHostConfig = { deviceId: "e2e-device-0001" };
      });
      await context.addInitScript({ path: "tests/e2e/support/native-host.js" });
    });

    test("KakaoMap and Naver Map links carry the mall's coordinates, and a tap opens the app through the bridge", async ({ page }) => {
      await page.goto("/coexmall/store/direction");
      const name = encodeURIComponent("필드몰 코엑스몰");
      const kakao = page.getByRole("link", { name: "카카오맵" });
      const naver = page.getByRole("link", { name: "네이버 지도" });
      await expect(kakao).toHaveAttribute("href", `https://map.kakao.com/link/map/${name},37.5117,127.0592`);
      await expect(kakao).toHaveAttribute("data-app-link", "kakaomap://look?p=37.5117,127.0592");
      await expect(naver).toHaveAttribute("href", `https://map.naver.com/p/search/${name}?c=127.0592,37.5117,16,0,0,0,dh`);
      await expect(naver).toHaveAttribute("data-app-link", new RegExp(`^nmap://place\\?lat=37\\.5117&lng=127\\.0592&name=${name}&appname=`));
      await expect(page.getByRole("link", { name: "카카오내비 길안내" })).toHaveAttribute(
        "data-app-link",
        `kakaonavi://navigate?name=${name}&x=127.0592&y=37.5117&coord_type=wgs84`,
      );

      await naver.click();
      const opened = () =>
        page.evaluate(() =>
          (window as unknown as { __nativeCalls: { method: string; params: { url?: string } }[] }).__nativeCalls
            .filter((c) => c.method === "openLink")
            .map((c) => c.params.url),
        );
      await expect.poll(opened).toEqual([expect.stringMatching(/^nmap:\/\/place\?lat=37\.5117&lng=127\.0592&/)]);
      // The page stayed: the app, not the web fallback, was asked.
      await expect(page).toHaveURL(/\/coexmall\/store\/direction$/);
    });
  });
});
