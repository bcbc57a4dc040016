import { devices, type BrowserContext, type Page } from "@playwright/test";
import { appIdle, axeViolations, expect, test } from "./support/test.ts";

// The app area's inbox (m/notification, /app-new/alarmList) in the simulated native app
// (tests/e2e/support/native-host.js) against the reference server, and in a plain browser; and the
// app bridge page (m/bridge) a partner's app hands back to.

const phone = devices["Pixel 7"];
/** The seed's device with a long inbox: 18 messages of its own and the 5 sent to every device (server/domains/app/seed.ts). */
const LONG_INBOX_DEVICE = "DEMO-DEVICE-0002";

interface NativeCall {
  method: string;
  params: unknown;
}

async function asDevice(context: BrowserContext, deviceId: string) {
  await context.addInitScript((id) => {
    (window as unknown as { __nativeHostConfig: unknown }).__nativeHostConfig = { deviceId: id };
  }, deviceId);
  await context.addInitScript({ path: "tests/e2e/support/native-host.js" });
}

const badgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __nativeCalls: NativeCall[] }).__nativeCalls.filter((c) => c.method === "inboxBadge").map((c) => c.params));

/** The paths (with query) of the inbox calls the page makes. */
function inboxRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/rest/inbox/")) seen.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

test.describe("the inbox in the app", () => {
  test.use({ userAgent: `${phone.userAgent} FieldMallApp/9.9.9` });

  test("lists the device's messages 20 a page, and more loads page 2", async ({ page, context }) => {
    await asDevice(context, LONG_INBOX_DEVICE);
    const requests = inboxRequests(page);
    await page.goto("/app-new/alarmList");
    // No shell header on the app's route: the page brings its title and a way back.
    await expect(page.getByRole("heading", { level: 1, name: "알림함" })).toBeVisible();
    await expect(page.getByRole("button", { name: "뒤로 가기" })).toBeVisible();
    const rows = page.getByRole("region", { name: "받은 알림" }).getByRole("listitem");
    await expect(rows).toHaveCount(20);
    // The oldest message is on page 2.
    await expect(page.getByText("필드몰 앱 설치를 환영합니다")).toHaveCount(0);
    await page.getByRole("button", { name: "더보기" }).click();
    await expect(rows).toHaveCount(23);
    await expect(rows.last()).toContainText("필드몰 앱 설치를 환영합니다");
    await expect(page.getByRole("button", { name: "더보기" })).toHaveCount(0);
    expect(requests).toEqual([`GET /rest/inbox/${LONG_INBOX_DEVICE}/list.do?pageIndex=1`, `GET /rest/inbox/${LONG_INBOX_DEVICE}/list.do?pageIndex=2`]);
  });

  test("opening an unread message follows its link, marks it read and gives the app's badge the new count", async ({ page, context }) => {
    // A device of its own: the 5 messages sent to every device, all unread.
    await asDevice(context, "E2E-INBOX-READ-0001");
    await page.goto("/hanam/notification");
    const message = page.getByRole("link", { name: /주말 주차 안내/ });
    await expect(message).toContainText("읽지 않음");
    const read = page.waitForResponse((r) => r.url().includes("/rest/inbox/E2E-INBOX-READ-0001/read.do") && r.request().method() === "POST");
    await message.click();
    expect((await read).status()).toBe(200);
    await expect(page).toHaveURL(/\/hanam\/store\/parkingInfo$/);
    await expect.poll(() => badgeCalls(page)).toEqual([{ count: 4 }]);

    await page.goBack();
    await expect(page.getByRole("link", { name: /주말 주차 안내/ })).not.toContainText("읽지 않음");
    await expect(page.getByRole("link", { name: /겨울 시즌 오프 행사/ })).toContainText("읽지 않음");
    const list = await page.request.get("/rest/inbox/E2E-INBOX-READ-0001/list.do");
    expect(((await list.json()) as { newCnt: number }).newCnt).toBe(4);
  });

  test("a message without a link opens its text in a dialog, and closing it leaves the row read", async ({ page, context }) => {
    await asDevice(context, LONG_INBOX_DEVICE);
    await page.goto("/app-new/alarmList");
    const message = page.getByRole("button", { name: /이번 주 영업시간 안내 \(3주차\)/ });
    await expect(message).toContainText("읽지 않음");
    await message.click();
    const dialog = page.getByRole("dialog", { name: "이번 주 영업시간 안내 (3주차)" });
    await expect(dialog).toContainText("이번 주 영업시간은 평소와 같습니다.");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "확인" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(message).not.toContainText("읽지 않음");
    await expect.poll(() => badgeCalls(page)).toEqual([{ count: 22 }]);
  });
});

test.describe("the inbox in the app on a 320 px phone", () => {
  test.use({ userAgent: `${phone.userAgent} FieldMallApp/9.9.9`, viewport: { width: 320, height: 640 } });

  test("its rows, read and unread, pass axe and fit the width", async ({ page, context }) => {
    await asDevice(context, "E2E-INBOX-AXE-0001");
    await page.goto("/hanam/notification");
    await expect(page.getByRole("region", { name: "받은 알림" }).getByRole("listitem")).toHaveCount(5);
    await appIdle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    // A read row beside the unread ones: the welcome message, read through its own call.
    await page.request.get("/rest/inbox/new/welcome/1/1.do?uuid=E2E-INBOX-AXE-0001");
    await page.reload();
    await expect(page.getByRole("link", { name: /필드몰 앱 설치를 환영합니다/ })).not.toContainText("읽지 않음");
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("the inbox in a plain browser", () => {
  test("explains that the inbox is in the app and asks nothing of /rest/inbox", async ({ page }) => {
    const requests = inboxRequests(page);
    await page.goto("/app-new/alarmList");
    await expect(page.getByText("알림함은 필드몰 앱에서 볼 수 있어요")).toBeVisible();
    await expect(page.getByRole("link", { name: "필드몰 하남 홈으로" })).toBeVisible();
    await appIdle(page);
    expect(requests).toEqual([]);
    // The app pages' own frame (title and back button) around it.
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("the app bridge page", () => {
  test("on success shows the Notification dialog: the connection is complete, re-run the app and log in", async ({ page }) => {
    await page.goto("/hanam/bridge?result=success&partner=S-POINT");
    const dialog = page.getByRole("dialog", { name: "알림" });
    await expect(dialog).toContainText("S-POINT 연결이 완료되었습니다. 앱을 다시 실행한 후 로그인해 주세요.");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "확인" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "연결이 완료되었습니다" })).toBeVisible();
  });

  test("on failure shows the error with the way home", async ({ page }) => {
    await page.goto("/hanam/bridge?result=fail");
    await expect(page.getByRole("heading", { level: 2, name: "연결하지 못했습니다" })).toBeVisible();
    await expect(page.getByText("앱 연결을 완료하지 못했습니다. 연결을 처음부터 다시 진행해 주세요.")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("link", { name: "필드몰 하남 홈으로" }).click();
    await expect(page).toHaveURL(/\/hanam\/home$/);
  });
});
