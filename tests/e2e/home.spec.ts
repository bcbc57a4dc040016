import type { Locator, Page } from "@playwright/test";
import { NOON, SEOUL_DAY } from "./support/clock.ts";
import { asMember } from "./support/members.ts";
import { appIdle, axeViolations, expect, holdEntryScript, layoutShift, test, withoutHomePopups } from "./support/test.ts";

// The mall home with what the operator runs there, against the reference server's seed: six main
// banners (the first links to the event list), two strip banners, this month's stamp event and the
// latest notices, from one main.do answer, which the server renders into the home's HTML and
// hands the app with it (docs/decisions/0054).

test.use({ viewport: { width: 360, height: 740 } });

/**
 * Stops the page's clock where it is once the carousel's first image is decoded (its time counts
 * from then, a frame later): from here on the page's time moves only by runFor.
 */
async function holdClock(page: Page, carousel: Locator) {
  await carousel
    .locator("img")
    .first()
    .evaluate((img: HTMLImageElement) => img.decode());
  // The page's time moves on between reading it and pausing it: a loaded machine can take longer
  // than the lead, and the clock cannot pause in its past, so read it again and retry.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 20));
      return;
    } catch (e) {
      if (attempt === 5 || !String(e).includes("to the past")) throw e;
    }
  }
}

test.describe("mall home", () => {
  // The popup is off here (the e2e default, test.ts homePopups); it is tested below.

  test("shows the banners from the main.do answer its HTML brought (no call), then the slider moves on every 3 s; nothing shifts the layout", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date(NOON) });
    const calls: string[] = [];
    page.on("request", (r) => void (new URL(r.url()).pathname.endsWith("/main.do") && calls.push(new URL(r.url()).search)));
    await page.goto("/hanam");
    const banners = page.getByRole("region", { name: "메인 배너" });
    await expect(banners.getByRole("img", { name: "겨울 시즌 오프 최대 50%" }).first()).toBeVisible();
    await expect(banners.getByText("1 / 6")).toBeVisible();
    await appIdle(page);
    expect(calls).toEqual([]);
    // The slider's track comes in a second before the first move, which keeps the first slide's 3 s
    // (the clock stands still but for runFor).
    await expect(banners.locator("[data-track]")).toHaveCount(0);
    await holdClock(page, banners);
    await page.clock.runFor(2_200);
    await expect(banners.locator("[data-track]")).toBeAttached();
    await expect(banners.getByText("1 / 6")).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(banners.getByText("2 / 6")).toBeVisible();
    await page.clock.resume();
    // Pausing holds it where it is.
    await banners.getByRole("button", { name: "자동 넘김 멈추기" }).click();
    await page.clock.runFor(7_000);
    await expect(banners.getByText("2 / 6")).toBeVisible();
    await expect(page.getByRole("link", { name: /이번 달 스탬프 투어/ })).toHaveAttribute("href", /^\/hanam\/event\/stampEvent\/\d{6}\/S01\d{6}$/);
    await expect(page.getByRole("region", { name: "공지사항" }).getByRole("link")).toHaveCount(4);
    await expect(page.getByRole("navigation", { name: "약관 및 정책" }).getByRole("link", { name: "개인정보 처리방침" })).toHaveAttribute(
      "href",
      "/hanam/agreement?agreement=privacy",
    );
    expect(await layoutShift(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a banner tap logs one hit in the background and opens its page", async ({ page }) => {
    const hits: string[] = [];
    page.on("request", (r) => void (new URL(r.url()).pathname === "/api/bnhits.do" && hits.push(new URL(r.url()).searchParams.get("bnSeq") ?? "")));
    await page.goto("/hanam");
    // The app has taken the HTML over: a tap on the HTML's link before that opens the page without
    // the app, so without its hit.
    await appIdle(page);
    const first = page.getByRole("region", { name: "메인 배너" }).getByRole("img", { name: "겨울 시즌 오프 최대 50%" }).first();
    await first.click();
    await expect(page).toHaveURL(/\/hanam\/event\/main$/);
    await expect.poll(() => hits.length).toBe(1);
    expect(hits[0]).toMatch(/^\d+$/);
  });

  test("a swipe on the banners brings the next one in and opens nothing; a swipe back, the first", async ({ page }) => {
    await page.goto("/hanam");
    const banners = page.getByRole("region", { name: "메인 배너" });
    await expect(banners.getByText("1 / 6")).toBeVisible();
    await banners.getByRole("button", { name: "자동 넘김 멈추기" }).click();
    await expect(banners.locator("[data-track]")).toBeAttached();
    const box = await banners.boundingBox();
    if (!box) throw new Error("the banners have no box");
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(box.x + box.width * from, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * to, box.y + box.height / 2, { steps: 8 });
      await page.mouse.up();
    };
    await swipe(0.7, 0.3);
    await expect(banners.getByText("2 / 6")).toBeVisible();
    await expect(banners.getByRole("group", { name: "6개 중 2번째" })).toBeInViewport({ ratio: 0.95 });
    await expect(banners.getByRole("group", { name: "6개 중 2번째" }).getByRole("img")).toHaveJSProperty("complete", true);
    await expect(page).toHaveURL(/\/hanam$/);
    await swipe(0.3, 0.7);
    await expect(banners.getByText("1 / 6")).toBeVisible();
    await expect(banners.getByRole("group", { name: "6개 중 1번째" })).toBeInViewport({ ratio: 0.95 });
    await expect(page).toHaveURL(/\/hanam$/);
  });

  test("for a visitor who asked for reduced motion the slider does not move and has no pause button", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: new Date(NOON) });
    await page.goto("/hanam");
    const banners = page.getByRole("region", { name: "메인 배너" });
    await expect(banners.getByText("1 / 6")).toBeVisible();
    await page.clock.runFor(7_000);
    await expect(banners.getByText("1 / 6")).toBeVisible();
    await expect(banners.getByRole("button")).toHaveCount(0);
  });

  test("a brand home without quick links: what arrives after first paint moves nothing in view", async ({ page }) => {
    await page.goto("/suwon/main");
    await expect(page.getByRole("region", { name: "메인 배너" })).toBeVisible();
    await appIdle(page);
    // The footer waits below the fold (it was pushed down in view as the sections arrived: CLS 0.16).
    await expect(page.locator("footer")).not.toBeInViewport();
    expect(await layoutShift(page)).toBe(0);
  });

  test("an English visit shows the English banners and notices, from the English answer its HTML brought", async ({ page, context, baseURL }) => {
    const calls: string[] = [];
    page.on("request", (r) => void (new URL(r.url()).pathname.endsWith("/main.do") && calls.push(new URL(r.url()).search)));
    // As the language switch leaves it: the choice stored, and in the cookie the server answers by.
    await page.addInitScript(() => localStorage.setItem("locale", "en"));
    await context.addCookies([{ name: "locale", value: "en", url: baseURL ?? "" }]);
    await page.goto("/anseong");
    const banners = page.getByRole("region", { name: "Featured" });
    await expect(banners.getByRole("img", { name: "Winter Season Off up to 50%" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Notices" })).toBeVisible();
    // No call: the server rendered the English home with the English answer, which the app took.
    expect(calls).toEqual([]);
  });
});

test.describe("top ribbon and main popup", () => {
  test.use({ homePopups: true });
  const today = SEOUL_DAY.replaceAll("-", "");
  const nextNoon = new Date(Date.parse(NOON) + 24 * 3600 * 1000);

  test("the ribbon: 'close for today' asks first, slides it away, holds across a reload, and it is back the next day", async ({ page }) => {
    await page.clock.install({ time: new Date(NOON) });
    await withoutHomePopups(page, ["hanam"]);
    await page.goto("/hanam");
    const ribbon = page.getByRole("region", { name: "상단 띠 배너" });
    await expect(ribbon.getByText("1 / 3")).toBeVisible();
    await page.getByRole("button", { name: "띠 배너 닫기" }).click();
    const ask = page.getByRole("dialog").filter({ hasText: "배너를 닫으시겠습니까?" });
    await expect(ask).toBeVisible();
    // Escape keeps it.
    await page.keyboard.press("Escape");
    await expect(ask).toBeHidden();
    await expect(ribbon).toBeVisible();
    await page.getByRole("button", { name: "띠 배너 닫기" }).click();
    await ask.getByRole("button", { name: "오늘 하루 닫기" }).click();
    await expect(ribbon).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("topBannerHidden:hanam"))).toBe(today);
    await page.reload();
    await expect(page.getByRole("region", { name: "메인 배너" })).toBeVisible();
    await appIdle(page);
    await expect(ribbon).toBeHidden();
    await page.clock.setSystemTime(nextNoon);
    await page.reload();
    await expect(ribbon.getByText("1 / 3")).toBeVisible();
  });

  test("an e-catalog ribbon banner is logged as such and opens outside; a parking one logs its hit and routes", async ({ page, context }) => {
    await withoutHomePopups(page, ["hanam"]);
    const logged: string[] = [];
    page.on("request", (r) => {
      const u = new URL(r.url());
      if (u.pathname === "/api/log/info.do") logged.push(`info ${u.searchParams.get("logType")} ${u.searchParams.get("url")}`);
      if (u.pathname === "/api/pophits.do") logged.push(`hit ${u.searchParams.get("popSeq")}`);
    });
    // The e-catalog's site, which this machine cannot reach.
    await context.route("https://ecatalog.example/**", (r) => r.fulfill({ contentType: "text/html", body: "<title>e-catalog</title>" }));
    await page.goto("/hanam");
    const ribbon = page.getByRole("region", { name: "상단 띠 배너" });
    await expect(ribbon.getByText("1 / 3")).toBeVisible();
    await ribbon.getByRole("button", { name: "자동 넘김 멈추기" }).click();
    const opened = context.waitForEvent("page");
    await ribbon.getByRole("img", { name: "겨울 e-카탈로그 보기" }).dispatchEvent("click");
    expect((await opened).url()).toContain("ecatalog.example/field/2026-winter");
    await ribbon.getByRole("img", { name: "이번 주말 주차 요금 안내" }).dispatchEvent("click");
    await expect(page).toHaveURL(/\/hanam\/store\/parkingInfo$/);
    await expect.poll(() => logged.length).toBe(2);
    expect(logged[0]).toBe("info ecatalog https://ecatalog.example/field/2026-winter");
    expect(logged[1]).toMatch(/^hit \d+$/);
  });

  test("the popup opens in a dialog (focus inside, Escape closes), its popups brought by the home's HTML; 'don't show today' holds across a reload", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (r) => void (new URL(r.url()).pathname.endsWith("/main/popup.do") && asked.push(r.url())));
    await page.clock.install({ time: new Date(NOON) });
    await page.goto("/hanam");
    const popup = page.getByRole("dialog", { name: "알림" });
    await expect(popup.getByRole("img", { name: "연말연시 영업시간 안내" }).first()).toBeVisible();
    // The HTML brought the popups with the banners: the page did not ask for them.
    expect(asked).toEqual([]);
    await expect(popup.getByText("1 / 3")).toBeVisible();
    // The page's card first (the HTML's), then the dialog queue's in its place, with the focus.
    await expect.poll(() => popup.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("mainPopupHidden:hanam"))).toBeNull();
    await page.reload();
    await popup.getByRole("button", { name: "오늘 하루 보지 않기" }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole("region", { name: "메인 배너" })).toBeVisible();
    await appIdle(page);
    await expect(popup).toBeHidden();
    await page.clock.setSystemTime(nextNoon);
    await page.reload();
    await expect(popup).toBeVisible();
  });

  test("the popup and the ribbon are in the home's HTML, the popup over the page from its first paint, taken over in place; hidden for today, neither ever shows", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date(NOON) });
    const popup = page.getByRole("dialog", { name: "알림" });
    const ribbon = page.getByRole("region", { name: "상단 띠 배너" });
    let release = await holdEntryScript(page);
    await page.goto("/hanam", { waitUntil: "commit" });
    // The HTML alone: the popup's card with its first popup, over the home, and the ribbon.
    await expect(popup.getByRole("img", { name: "연말연시 영업시간 안내" })).toBeVisible();
    await expect(ribbon).toBeVisible();
    await release();
    await expect.poll(() => popup.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expect(page.getByRole("dialog")).toHaveCount(1);
    expect(await layoutShift(page)).toBe(0);
    // Both hidden for today: the HTML's head keeps them off screen before anything is painted.
    await page.evaluate((day) => {
      localStorage.setItem("mainPopupHidden:hanam", day);
      localStorage.setItem("topBannerHidden:hanam", day);
    }, today);
    release = await holdEntryScript(page);
    await page.reload({ waitUntil: "commit" });
    await expect(page.getByRole("region", { name: "메인 배너" })).toBeVisible();
    await expect(popup).toBeHidden();
    await expect(ribbon).toBeHidden();
    await release();
    await expect(popup).toBeHidden();
    await expect(ribbon).toBeHidden();
    expect(await layoutShift(page)).toBe(0);
    // The app read the day itself: the head's names are dropped, to hide nothing on the next home.
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-hidden-today"))).toBeNull();
  });

  test("a member's home: the guest's popup in its HTML stays off screen, and the member's own comes with the app", async ({ page }) => {
    await page.clock.install({ time: new Date(NOON) });
    await asMember(page);
    const popup = page.getByRole("dialog", { name: "알림" });
    const release = await holdEntryScript(page);
    await page.goto("/hanam", { waitUntil: "commit" });
    await expect(page.getByRole("region", { name: "메인 배너" })).toBeVisible();
    await expect(popup).toBeHidden();
    await release();
    await expect.poll(() => popup.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expect(popup.getByRole("img", { name: "연말연시 영업시간 안내" })).toBeVisible();
  });
});

test.describe("store popup on Main", () => {
  test.use({ homePopups: true });
  test("tnId on the home opens the store's popup first; closing it removes tnId, and the main popup follows", async ({ page }) => {
    await page.goto("/hanam?tnId=T010001");
    const store = page.getByRole("dialog").filter({ has: page.getByRole("link", { name: "매장 상세 보기" }) });
    await expect(store.getByRole("link", { name: "매장 상세 보기" })).toHaveAttribute("href", "/hanam/tenant/tenantDetail/T010001");
    await appIdle(page);
    // One dialog at a time.
    await expect(page.getByRole("dialog")).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/hanam$/);
    await expect(page.getByRole("dialog", { name: "알림" })).toBeVisible();
  });
});

test.describe("brand homes", () => {
  for (const path of ["/centerfield/home", "/suwon/main", "/granseoul/main"])
    test(`${path} shows its name and its banners from the server, and its footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("region", { name: "메인 배너" }).getByText("1 / 6")).toBeVisible();
      // The company's lines (these route sets have no agreement page to link yet).
      await expect(page.getByText("(주)필드몰")).toBeVisible();
      await expect(page.getByText("준비 중인 페이지입니다")).toHaveCount(0);
    });

  test("a home's stylesheets written into its HTML are not asked for again as the app takes it over", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "stylesheet" && asked.push(new URL(r.url()).pathname)));
    await page.goto("/hanam");
    await expect(page.getByRole("region", { name: "메인 배너" }).getByText("1 / 6")).toBeVisible();
    await appIdle(page);
    // The entry's and the home parts' stylesheets are inline, each marked by a disabled link.
    const inline = await page.evaluate(() => [...document.querySelectorAll("link[rel=stylesheet][disabled]")].map((l) => l.getAttribute("href")));
    expect(inline.length).toBeGreaterThanOrEqual(3);
    expect(asked.filter((href) => inline.includes(href))).toEqual([]);
  });

  test("Suwon's main is kept alive: back from another page it is as it was, at its scroll position, with no new call", async ({ page }) => {
    // The API calls made once the visitor is back (none: the home is shown as it was left).
    const calls: string[] = [];
    let back = false;
    page.on("request", (r) => void (back && new URL(r.url()).pathname.startsWith("/api/") && calls.push(r.url())));
    await page.goto("/suwon/main");
    const banners = page.getByRole("region", { name: "메인 배너" });
    await expect(banners.getByText("1 / 6")).toBeVisible();
    await appIdle(page);
    // The visitor pauses the slider, scrolls down and opens the last link of the home's sections.
    await banners.getByRole("button", { name: "자동 넘김 멈추기" }).click();
    const link = page.locator("[data-slot=sections] a").last();
    await link.scrollIntoViewIfNeeded();
    await appIdle(page);
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(100);
    await link.click();
    await expect(page).not.toHaveURL(/\/suwon\/main$/);
    await appIdle(page);
    back = true;
    await page.goBack();
    await expect(page).toHaveURL(/\/suwon\/main$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    // Its state: still paused (the button offers to play), the same slide.
    await expect(banners.getByRole("button", { name: "자동 넘김 시작하기" })).toBeVisible();
    await expect(banners.getByText("1 / 6")).toBeVisible();
    await appIdle(page);
    expect(calls).toEqual([]);
  });

  test("Granseoul's home adds its event and coupon banners", async ({ page }) => {
    await page.goto("/granseoul/main");
    await expect(page.getByRole("region", { name: "진행 중인 이벤트" }).getByRole("img").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "지금 받을 수 있는 쿠폰" }).getByRole("img").first()).toBeVisible();
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("landing pages", () => {
  for (const [path, title, go, to] of [
    ["/suwon_teaser", "필드몰 수원을 소개합니다", "필드몰 수원 둘러보기", /\/suwon\/main$/],
    ["/nextFieldWork", "다음 필드를 함께 만들어요", "필드몰 수원으로 가기", /\/suwon\/main$/],
    ["/unjeong", "필드몰 운정이 준비 중입니다", "다른 지점 둘러보기", /\/$/],
  ] as const)
    test(`${path} shows its hero and leads on`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await page.getByRole("link", { name: go }).click();
      await expect(page).toHaveURL(to);
    });
});

test.describe("intro gallery", () => {
  test("plays a slide every 5 s, holds while touched, and ENTER leads to the mall's Main", async ({ page }) => {
    await page.clock.install({ time: new Date(NOON) });
    await page.goto("/hanam/intro");
    const gallery = page.getByRole("region", { name: "필드몰 하남 소개" });
    await expect(gallery.getByRole("heading", { name: "필드몰 하남에 오신 것을 환영합니다" })).toBeVisible();
    await expect(gallery.getByText("1 / 3")).toBeVisible();
    await holdClock(page, gallery);
    await page.clock.runFor(4_200);
    await expect(gallery.locator("[data-track]")).toBeAttached();
    await expect(gallery.getByText("1 / 3")).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(gallery.getByText("2 / 3")).toBeVisible();
    await page.clock.resume();
    await expect(gallery.getByRole("heading", { name: "찾아오시는 길" })).toBeVisible();
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
    await gallery.getByRole("button", { name: "자동 넘김 멈추기" }).click();
    await page.clock.runFor(11_000);
    await expect(gallery.getByText("2 / 3")).toBeVisible();
    await page.getByRole("link", { name: /필드몰 하남 홈으로 들어가기/ }).click();
    await expect(page).toHaveURL(/\/hanam$/);
  });

  test("Centerfield's intro (the gate's ENTER) enters its home and offers the mobile shops site", async ({ page }) => {
    await page.goto("/centerfield/intro");
    await expect(page.getByRole("heading", { level: 1, name: "센터필드" })).toBeVisible();
    await expect(page.getByRole("link", { name: /온라인 샵/ })).toHaveAttribute("href", "https://m.shops.centerfield.example/");
    await page.getByRole("link", { name: /센터필드 홈으로 들어가기/ }).click();
    await expect(page).toHaveURL(/\/centerfield\/home$/);
  });
});

test.describe("Centerfield's own frame", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("its header holds at 320 px; its site menu comes from the server and closes on navigation; its footer is under every page", async ({ page }) => {
    await page.goto("/centerfield/location");
    const header = page.locator("header").first();
    await expect(header.getByRole("link", { name: "Centerfield 홈" })).toBeVisible();
    // One line: the language switch and the wordmark keep their height.
    const lang = header.getByRole("button", { name: "English" });
    expect((await lang.boundingBox())!.height).toBeLessThan(40);
    expect((await header.boundingBox())!.height).toBeLessThan(80);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expect(page.getByRole("contentinfo").getByText("(주)필드몰")).toBeVisible();
    await header.getByRole("button", { name: "메뉴 열기" }).click();
    const menu = page.getByRole("dialog", { name: "센터필드 메뉴" });
    await expect(menu.getByRole("link", { name: "주차 안내" })).toBeVisible();
    await appIdle(page);
    expect(await axeViolations(page)).toEqual([]);
    await menu.getByRole("link", { name: "주차 안내" }).click();
    await expect(page).toHaveURL(/\/centerfield\/parkingInfo$/);
    await expect(menu).toHaveCount(0);
    // The menu's route finder entry opens the dialog the home hosts.
    await header.getByRole("button", { name: "메뉴 열기" }).click();
    await page.getByRole("dialog", { name: "센터필드 메뉴" }).getByRole("link", { name: "길찾기" }).click();
    await expect(page).toHaveURL(/\/centerfield\/home\?mapSearch=Y$/);
    await expect(page.getByRole("dialog", { name: "센터필드 메뉴" })).toHaveCount(0);
  });

  test("the site menu stays open on the way to the intro (flag keepDrawer), and closes on its Escape", async ({ page }) => {
    await page.goto("/centerfield/location");
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    const menu = page.getByRole("dialog", { name: "센터필드 메뉴" });
    await menu.getByRole("link", { name: "브랜드 인트로" }).click();
    await expect(page).toHaveURL(/\/centerfield\/intro$/);
    await expect(page.getByRole("heading", { level: 1, name: "센터필드" })).toBeAttached();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
  });

  test("in English, the menu's names are the English ones", async ({ page }) => {
    await page.goto("/centerfield/location");
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Centerfield menu" }).getByRole("link", { name: "Parking" })).toBeVisible();
  });
});

test.describe("leaving Gran Seoul", () => {
  // Every listener on the window and the document that is live, counted by type.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (window.top !== window) return;
      const live = new Map<string, number>();
      const key = (target: EventTarget, type: string) => `${target === window ? "window" : "document"}:${type}`;
      const add = EventTarget.prototype.addEventListener;
      const remove = EventTarget.prototype.removeEventListener;
      const seen = new WeakMap<object, Set<string>>();
      const id = (type: string, options?: boolean | AddEventListenerOptions) => `${type}:${typeof options === "boolean" ? options : !!options?.capture}`;
      EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
        if ((this === window || this === document) && listener) {
          const set = seen.get(listener) ?? new Set();
          if (!set.has(id(type, options))) live.set(key(this, type), (live.get(key(this, type)) ?? 0) + 1);
          set.add(id(type, options));
          seen.set(listener, set);
        }
        return add.call(this, type, listener, options);
      };
      EventTarget.prototype.removeEventListener = function (this: EventTarget, type, listener, options) {
        if ((this === window || this === document) && listener && seen.get(listener)?.delete(id(type, options)))
          live.set(key(this, type), (live.get(key(this, type)) ?? 1) - 1);
        return remove.call(this, type, listener, options);
      };
      (window as unknown as { liveListeners: () => Record<string, number> }).liveListeners = () =>
        Object.fromEntries([...live].filter(([, n]) => n > 0).sort(([a], [b]) => a.localeCompare(b)));
    });
  });

  /** From a mall's home through the entry gate to Hanam, in the app (no reload); what is left then. */
  async function toHanamFrom(page: Page, start: string) {
    await page.goto(start);
    await expect(page.getByRole("region", { name: "메인 배너" }).getByText("1 / 6")).toBeVisible();
    await appIdle(page);
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await page.getByRole("link", { name: "전체 지점 보기" }).click();
    await page
      .getByRole("link", { name: /필드몰 하남/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/hanam$/);
    await expect(page.getByRole("region", { name: "메인 배너" }).getByText("1 / 6")).toBeVisible();
    await appIdle(page);
    return page.evaluate(() => ({
      nodes: document.querySelectorAll("[data-mall-scope]").length,
      bodyClasses: document.body.className,
      listeners: (window as unknown as { liveListeners: () => Record<string, number> }).liveListeners(),
    }));
  }

  test("/granseoul/main → /hanam leaves no injected node, body class or listener behind", async ({ page }) => {
    await page.goto("/granseoul/main");
    await expect(page.locator('link[data-mall-scope="granseoul"][href="/brand/granseoul.css"]')).toHaveCount(1);
    await expect(page.locator("body")).toHaveClass(/mall-granseoul/);
    const fromGranseoul = await toHanamFrom(page, "/granseoul/main");
    // The same way from an ordinary mall's home: what any home leaves is the baseline.
    const fromGoyang = await toHanamFrom(page, "/goyang");
    expect(fromGranseoul.nodes).toBe(0);
    expect(fromGranseoul.bodyClasses).not.toContain("mall-granseoul");
    expect(fromGranseoul.listeners).toEqual(fromGoyang.listeners);
  });
});
