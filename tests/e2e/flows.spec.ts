import { devices, type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";

// Runs against a development build (project "flow-lab" in playwright.config.ts): the production
// build has no /__flows (tests/e2e/routing.spec.ts checks the same for /layouts).

const leaveUrl = "https://m.city-brand.example/api/wirye/tok%2Fen%2B1/C100/introToken";

async function openGate(page: Page, query = "") {
  await page.goto(`/__flows${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "플로 랩" })).toBeVisible();
  await page.getByRole("navigation", { name: "머신" }).getByRole("link", { name: /gate/ }).click();
  await expect(page).toHaveURL(/\/__flows\?machine=gate$/);
  await expect(page.getByRole("heading", { level: 2, name: "gate" })).toBeVisible();
  return {
    status: page.getByRole("status", { name: "현재 상태" }),
    current: page.getByRole("region", { name: "상태 다이어그램" }).locator('[aria-current="true"]'),
    fakes: page.getByRole("region", { name: "fake 액터 결과" }),
    restart: page.getByRole("button", { name: "다시 시작", exact: true }),
  };
}

test.describe("flow lab", () => {
  test("drives the gate machine with chosen fakes to a redirect", async ({ page }) => {
    const { status, current, fakes, restart } = await openGate(page);
    // The diagram comes from the machine: every state, the transitions as arrows to their targets.
    const diagram = page.getByRole("region", { name: "상태 다이어그램" });
    for (const state of [
      "checkingEntry",
      "checkingApp",
      "readingLoginToken",
      "fetchingLoginStatus",
      "readingVisitedMall",
      "requestingToken",
      "stay",
      "navigate",
      "leave",
    ])
      await expect(diagram.locator(`#flow-state-${state}`)).toBeVisible();
    await expect(diagram.locator("#flow-state-checkingApp")).toContainText("after deviceIdTimeout (150 ms)");

    // An app user with a stored login token whose status call fails, and visited mall 04 (wirye).
    await fakes.getByLabel("checkApp").selectOption("app");
    await fakes.getByLabel("readLoginToken").selectOption("stored");
    await fakes.getByLabel("fetchLoginStatus").selectOption("error");
    await fakes.getByLabel("readVisitedMallCode").selectOption("wirye");
    await restart.click();
    // On the main brand host, wirye is served by the city host: the gate leaves for it.
    await expect(status).toContainText("leave");
    await expect(status).toContainText(leaveUrl);
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("id", "flow-state-leave");
    await expect(page.getByRole("region", { name: "최근 이벤트와 액션" })).toContainText("assignLocation");

    // On the city host the same answers keep the visitor in the app, at /wirye.
    await page.getByLabel("샘플 입력").selectOption("cityHost");
    await expect(status).toContainText("navigate");
    await expect(status).toContainText('{"type":"navigate","to":"/wirye"}');
    await expect(current).toHaveAttribute("id", "flow-state-navigate");
  });

  test("answers each actor call by hand and advances the simulated clock for a timeout", async ({ page }) => {
    const { status, current, fakes, restart } = await openGate(page);
    await page.getByLabel("fake가 바로 응답").uncheck();
    await restart.click();
    await expect(status).toContainText("checkingApp");
    await page.getByRole("group", { name: "checkApp 응답" }).getByRole("button", { name: "app", exact: true }).click();
    await expect(current).toHaveAttribute("id", "flow-state-readingLoginToken");
    // No login token within 300 ms: the gate shows.
    await page.getByRole("button", { name: "loginTokenTimeout 경과 (300 ms)" }).click();
    await expect(status).toContainText("stay");
    await expect(status).toContainText("300 ms");

    // A device id that never arrives: the clock, advanced by hand, decides after 150 ms.
    await page.getByLabel("fake가 바로 응답").check();
    await fakes.getByLabel("checkApp").selectOption("noAnswer");
    await restart.click();
    await expect(page.getByRole("group", { name: "checkApp 응답" })).toContainText("noAnswer");
    await page.getByLabel("시계 진행 (ms)").fill("149");
    await page.getByRole("button", { name: "시계 진행", exact: true }).click();
    await expect(current).toHaveAttribute("id", "flow-state-checkingApp");
    await page.getByLabel("시계 진행 (ms)").fill("1");
    await page.getByRole("button", { name: "시계 진행", exact: true }).click();
    await expect(current).toHaveAttribute("id", "flow-state-stay");
    await expect(status).toContainText("150 ms");
  });

  test("lists the stamp flow with its states, guard second and issue timeout", async ({ page }) => {
    await page.goto("/__flows?machine=stamp");
    await expect(page.getByRole("heading", { level: 2, name: "stamp" })).toBeVisible();
    const diagram = page.getByRole("region", { name: "상태 다이어그램" });
    for (const state of ["checking", "checkFailed", "ready", "stamping", "checkingCoupon", "issuingCoupon"])
      await expect(diagram.locator(`#flow-state-${state}`)).toBeVisible();
    await expect(diagram.locator("#flow-state-issuingCoupon")).toContainText("after couponTimeout (25000 ms)");
  });

  test("replays a shortest path from xstate/graph", async ({ page }) => {
    const { status, current } = await openGate(page);
    const paths = page.getByRole("region", { name: /최단 경로/ });
    await expect(paths.getByRole("listitem")).toHaveCount(14);
    const leave = paths.getByRole("listitem").filter({ hasText: "readVisitedMallCode:wirye → requestToken:issued" });
    await leave.getByRole("button", { name: /재생/ }).click();
    await expect(current).toHaveAttribute("id", "flow-state-leave");
    await expect(status).toContainText(leaveUrl);
    const log = page.getByRole("region", { name: "최근 이벤트와 액션" });
    await expect(log).toContainText("xstate.done.actor.readVisitedMallCode");
    await expect(log).toContainText('"04"');
  });

  test("?inspect=1 lists live actors offline, with state, context and last events", async ({ page }) => {
    await openGate(page, "?inspect=1");
    const panel = page.getByRole("complementary", { name: "액터 인스펙터" });
    await panel.getByRole("button", { name: /액터 \d+\/\d+/ }).click();
    // Newest first: the lab's running gate actor.
    const gate = panel
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: /^gate/ }) })
      .first();
    await expect(gate).toContainText('"navigate"');
    await expect(gate).toContainText("xstate.done.actor.requestToken");
    await gate.getByText("펼치기").click();
    await expect(gate).toContainText('"branch": "coexmall"');
  });

  test("the production build has no flow lab", async ({ page }) => {
    // The app project's server: a production build, where /__flows is just an unknown segment.
    await page.goto(`http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/__flows`);
    await expect(page).toHaveURL(/\/hanam$/);
    await expect(page.getByRole("heading", { name: "플로 랩" })).toHaveCount(0);
  });

  test("an unknown machine is reported", async ({ page }) => {
    await page.goto("/__flows?machine=nope");
    await expect(page.getByRole("alert")).toContainText("nope");
  });
});

test.describe("inspecting the running app", () => {
  test.use({
    userAgent: `${devices["Pixel 7"].userAgent} FieldMallApp/9.9.9`,
  });

  test("with the flag remembered from ?inspect=1, the entry gate's actors show in the panel", async ({ page, context }) => {
    await context.addInitScript(() => {
      (window as unknown as { __nativeHostConfig: unknown }).__nativeHostConfig = { deviceId: "e2e-device-0001", loginToken: "stored-token" };
      localStorage.setItem("visitedMallCode", "04");
      sessionStorage.setItem("flows.inspect", "1");
    });
    await context.addInitScript({ path: "tests/e2e/support/native-host.js" });
    await page.goto("/");
    await expect(page).toHaveURL(/\/wirye$/);
    const panel = page.getByRole("complementary", { name: "액터 인스펙터" });
    await panel.getByRole("button", { name: /액터 \d+\/\d+/ }).click();
    const gate = panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^gate/ }) });
    await expect(gate).toContainText("done");
    await expect(gate).toContainText('{"type":"navigate","to":"/wirye"}');
    await expect(panel.getByRole("heading", { name: /^checkApp/ })).toBeVisible();
  });
});
