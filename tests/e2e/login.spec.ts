import { devices, type Page } from "@playwright/test";
import { asMember, logIn, MEMBER, MEMBER_5, NEW_DEVICE, NO_CONSENT } from "./support/members.ts";
import { appIdle, axeResults, expect, failedLoad, test, violationsOf } from "./support/test.ts";

// The member session against the reference server: login (both demo members, a wrong password,
// the captcha, phone authentication for a new device), the login prompt of member-only routes and
// its return path, logout in the browser and in the app, the fromWeb and logout query flags.

async function openDrawer(page: Page) {
  await page.getByRole("button", { name: "메뉴" }).click();
  return page.getByRole("dialog");
}

const storedCustId = (page: Page) => page.evaluate(() => localStorage.getItem("custId"));

test.describe("login", () => {
  test("a consented member logs in, returns to the page that asked and is greeted by name", async ({ page }) => {
    await page.goto("/hanam/login?returnTo=%2Fhanam%2Fmyinfo%2Fsecurity");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("로그인");
    await logIn(page, MEMBER);
    await expect(page).toHaveURL(/\/hanam\/myinfo\/security$/);
    expect(await storedCustId(page)).toBe("M0000001");
    await page.goto("/hanam");
    const drawer = await openDrawer(page);
    await expect(drawer.getByText(`${MEMBER.name}님`)).toBeVisible();
  });

  test("a member without third-party consent is logged out and sent back to login with the reason", async ({ page }) => {
    await page.goto("/hanam/login");
    await logIn(page, NO_CONSENT);
    await expect(page.getByRole("status").filter({ hasText: "제3자 정보 제공 동의" })).toBeVisible();
    await expect(page).toHaveURL(/\/hanam\/login/);
    expect(await storedCustId(page)).toBeNull();
    await page.goto("/hanam");
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole("link", { name: "로그인" })).toBeVisible();
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: failedLoad(401) });
    test("a wrong password says so; after three the captcha is asked, and its answer lets the login through", async ({ page }) => {
      await page.goto("/coexmall/login");
      for (let i = 0; i < 3; i++) {
        await logIn(page, { id: MEMBER.id, pw: "wrong-password" });
        await expect(page.getByRole("alert")).toHaveText("아이디 또는 비밀번호가 일치하지 않습니다.");
      }
      await page.getByRole("button", { name: "로그인", exact: true }).click();
      await expect(page.getByRole("group", { name: "보안 문자 확인" })).toBeVisible();
      await expect(page.getByRole("img", { name: "보안 문자 그림" })).toBeVisible();
      await page.getByLabel("보안 문자", { exact: false }).last().fill("WRONG");
      await page.getByRole("button", { name: "확인" }).click();
      await expect(page.getByRole("alert")).toContainText("보안 문자가 일치하지 않습니다");
      await page.getByLabel("보안 문자", { exact: false }).last().fill("FIELD");
      await page.getByRole("button", { name: "확인" }).click();
      // The captcha passed; the password is still wrong.
      await expect(page.getByRole("alert")).toHaveText("아이디 또는 비밀번호가 일치하지 않습니다.");
    });
  });

  test("an empty form is refused at the fields, without a request", async ({ page }) => {
    let logins = 0;
    page.on("request", (r) => void (r.url().includes("/spoint/login") && logins++));
    await page.goto("/hanam/login");
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await expect(page.getByText("아이디를 입력해 주세요.")).toBeVisible();
    await expect(page.getByLabel("아이디")).toBeFocused();
    expect(logins).toBe(0);
  });

  test("a return path to another site is ignored", async ({ page }) => {
    await page.goto("/hanam/login?returnTo=%2F%2Fevil.example%2Fx");
    await logIn(page, MEMBER);
    await expect(page).toHaveURL(/\/hanam$/);
  });
});

test.describe("in the app: phone authentication for a new device, logout through the native side", () => {
  test.use({ userAgent: `${devices["Pixel 7"].userAgent} FieldMallApp/9.9.9` });

  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      (window as unknown as { __nativeHostConfig: unknown }).__nativeHostConfig = { deviceId: "e2e-new-device-0001" };
    });
    await context.addInitScript({ path: "tests/e2e/support/native-host.js" });
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: failedLoad(422) });
    test("a new device asks for the phone code, then logs in", async ({ page }) => {
      await page.goto("/hanam/login");
      await logIn(page, NEW_DEVICE);
      await expect(page.getByRole("group", { name: "휴대폰 인증" })).toBeVisible();
      await expect(page.getByText("010-****-2026")).toBeVisible();
      await page.getByLabel("휴대폰 번호").fill(NEW_DEVICE.phone);
      await page.getByRole("button", { name: "인증번호 받기" }).click();
      const dev = page.getByText(/테스트 서버 인증번호: \d{6}/);
      await expect(dev).toBeVisible();
      const code = ((await dev.textContent()) ?? "").replace(/\D/g, "").slice(-6);
      await page.getByLabel("인증번호 6자리").fill("000000" === code ? "111111" : "000000");
      await page.getByRole("button", { name: "인증하고 로그인" }).click();
      await expect(page.getByRole("alert")).toContainText("인증번호가 일치하지 않습니다");
      await page.getByLabel("인증번호 6자리").fill(code);
      await page.getByRole("button", { name: "인증하고 로그인" }).click();
      await expect(page).toHaveURL(/\/hanam$/);
      expect(await storedCustId(page)).toBe("M0000003");
    });
  });

  test("logout tells the native side first, then ends the web session and goes to the mall", async ({ page }) => {
    await page.goto("/hanam/login");
    await logIn(page, MEMBER);
    await expect(page).toHaveURL(/\/hanam$/);
    const drawer = await openDrawer(page);
    await drawer.getByRole("button", { name: "로그아웃" }).click();
    await expect(page).toHaveURL(/\/hanam$/);
    await expect.poll(() => storedCustId(page)).toBeNull();
    const calls = await page.evaluate(() => (window as unknown as { __nativeCalls: { method: string }[] }).__nativeCalls.map((c) => c.method));
    expect(calls).toContain("logout");
  });
});

test.describe("member-only routes and query flags", () => {
  test("a visitor gets the login prompt; yes logs in and comes back, by keyboard", async ({ page }) => {
    await page.goto("/hanam");
    await page.goto("/hanam/myinfo/receipt");
    const prompt = page.getByRole("dialog");
    await expect(prompt).toContainText("로그인이 필요한 서비스입니다. 로그인하시겠습니까?");
    // Focus is in the dialog and stays there.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await prompt.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await prompt.getByRole("button", { name: /로그인|확인/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/hanam\/login\?returnTo=%2Fhanam%2Fmyinfo%2Freceipt$/);
    await logIn(page, MEMBER);
    await expect(page).toHaveURL(/\/hanam\/myinfo\/receipt$/);
  });

  test("a visitor who declines (Escape) stays where they were and never sees member content", async ({ page }) => {
    await page.goto("/hanam");
    await page.goto("/hanam/mobileReceipt");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/hanam$/);
  });

  test("fromWeb=true sends a member to the coupon page and a visitor to login", async ({ page }) => {
    await page.goto("/coexmall?fromWeb=true");
    await expect(page).toHaveURL(/\/coexmall\/login\?returnTo=/);
    await logIn(page, MEMBER);
    await expect(page).toHaveURL(/\/coexmall\/event\/coupon$/);
    await page.goto("/coexmall?fromWeb=true");
    await expect(page).toHaveURL(/\/coexmall\/event\/coupon$/);
    await page.goto("/centerfield/home?fromWeb=true");
    await expect(page).toHaveURL(/\/centerfield\/couponeList$/);
  });

  test("logout=true logs out and clears the stored customer id (no native side: the browser path)", async ({ page }) => {
    await page.goto("/hanam/login");
    await logIn(page, MEMBER);
    await expect(page).toHaveURL(/\/hanam$/);
    expect(await storedCustId(page)).toBe("M0000001");
    await page.goto("/hanam/store/about?logout=true");
    await expect.poll(() => storedCustId(page)).toBeNull();
    await expect(page).toHaveURL(/\/hanam$/);
    const status = await page.evaluate(async () => (await (await fetch("/api/hanam/login/status.do")).json()) as { loginYN: string });
    expect(status.loginYN).toBe("N");
  });
});

test.describe("brand host hand-over", () => {
  // The used-up token's confirmation answers 401.
  test.use({ allowedConsoleErrors: failedLoad(401) });
  test("the link passes the login on only through the branch's own page, and the token leaves the address bar", async ({ page, context }) => {
    await page.goto("/hanam/login");
    await logIn(page, MEMBER);
    await expect(page).not.toHaveURL(/\/login/);
    // The gate asks for a token for the branch (coexmall), as it does before sending the member on.
    const token = await page.evaluate(async () => (await (await fetch("/api/coexmall/login/introToken.do")).json()) as { custId: string; xToken: string });
    expect(token.xToken.length).toBeGreaterThan(20);

    // The other brand host: a fresh visitor there (no cookie, nothing stored).
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/api/coexmall/${encodeURIComponent(token.xToken)}/${token.custId}/introToken`);
    await expect(page).toHaveURL(/\/coexmall(\/home)?$/);
    expect(page.url()).not.toContain("introToken");
    await expect.poll(() => storedCustId(page)).toBe("M0000001");
    const drawer = await openDrawer(page);
    await expect(drawer.getByText(`${MEMBER.name}님`)).toBeVisible();

    // The same link again: the token is used up, the visitor stays a visitor.
    await page.keyboard.press("Escape");
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/api/coexmall/${encodeURIComponent(token.xToken)}/${token.custId}/introToken`);
    await expect(page).toHaveURL(/\/coexmall(\/home)?$/);
    await appIdle(page);
    expect(await storedCustId(page)).toBeNull();
  });

  test("a link for another member asks before it replaces the member logged in: cancel keeps them, confirm switches", async ({ page, playwright, baseURL }) => {
    // The link's author: another member, logged in elsewhere, whose token the link carries.
    const author = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "sec-fetch-site": "same-origin" } });
    const login = await author.post("/api/hanam/spoint/login", { form: { userId: MEMBER_5.id, userPw: MEMBER_5.pw, aloginYn: "N" } });
    expect(login.ok()).toBe(true);
    const token = (await (await author.get("/api/coexmall/login/introToken.do")).json()) as { custId: string; xToken: string };
    await author.dispose();
    expect(token.custId).toBe("M0000005");
    const link = `/api/coexmall/${encodeURIComponent(token.xToken)}/${token.custId}/introToken`;
    /** The member of this browser's server session, as the gate's token call names it. */
    const sessionCustId = () => page.evaluate(async () => ((await (await fetch("/api/coexmall/login/introToken.do")).json()) as { custId: string }).custId);

    await asMember(page, MEMBER);
    await page.goto(link);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("다른 회원의 계정으로 로그인하는 링크입니다");
    await expect(page).toHaveURL(/\/coexmall(\/home)?$/);
    expect(violationsOf(await axeResults(page, "violations"))).toEqual([]);
    await dialog.getByRole("button", { name: "취소" }).click();
    await expect(dialog).toBeHidden();
    await appIdle(page);
    expect(await storedCustId(page)).toBe("M0000001");
    expect(await sessionCustId()).toBe("M0000001");
    const drawer = await openDrawer(page);
    await expect(drawer.getByText(`${MEMBER.name}님`)).toBeVisible();
    await page.keyboard.press("Escape");

    // The token was left unused: the same link again, and this time the member says yes.
    await page.goto(link);
    await page.getByRole("dialog").getByRole("button", { name: "계정 전환" }).click();
    await expect.poll(() => storedCustId(page)).toBe("M0000005");
    expect(await sessionCustId()).toBe("M0000005");
  });
});
