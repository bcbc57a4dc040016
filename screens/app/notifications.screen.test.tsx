// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json } from "../../engine/api/fake-fetch.fixture.ts";
import { createQueryCache } from "../../engine/data/query-cache.ts";
import { fakeAppBridge, withAppUserAgent } from "../../engine/testing/fake-app.ts";
import { fakeDialogs } from "../../engine/testing/fake-services.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import NotificationsScreen from "./notifications.screen.tsx";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const DEVICE = "DEVICE-0001-ABCD";
const route = { screen: "notifications", path: "/app-new/alarmList" } as const;

interface Message {
  ibSeq: number;
  pushSeq: number;
  title: string;
  cont: string;
  linkUrl: string;
  welcomeYn: "Y" | "N";
  readYn: "Y" | "N";
  regDttm: string;
}

// 23 messages, newest (highest ibSeq) first: the top five are the cases the tests open.
const SPECIAL: Record<number, Partial<Message>> = {
  23: { title: "쿠폰이 도착했어요", linkUrl: "/hanam/event/coupon" },
  22: { title: "영업시간 안내", cont: "이번 주 영업시간은 평소와 같습니다." },
  21: { title: "앱 설치를 환영합니다", cont: "목록의 요약", welcomeYn: "Y" },
  20: { title: "포인트 공지", linkUrl: "https://www.spoint.example/notice", readYn: "Y" },
  19: { title: "수상한 링크", cont: "링크 없이 읽는 글", linkUrl: "javascript:alert(1)" },
};
const message = (ibSeq: number): Message => ({
  ibSeq,
  pushSeq: ibSeq + 1000,
  title: `알림 ${ibSeq}`,
  cont: `내용 ${ibSeq}`,
  linkUrl: "",
  welcomeYn: "N",
  readYn: ibSeq > 18 ? "N" : "Y",
  regDttm: `2024-05-${String(Math.max(1, ibSeq - 8)).padStart(2, "0")} 10:00:00`,
  ...SPECIAL[ibSeq],
});

/** The reference server's inbox for one device, 20 a page, with read marks; `failReads` answers them 500. */
function inboxServer({ failReads = false, failList = false } = {}) {
  const all = Array.from({ length: 23 }, (_, i) => message(23 - i));
  const read = new Set(all.filter((m) => m.readYn === "Y").map((m) => m.ibSeq));
  const seen: { method: string; path: string; query: URLSearchParams; body: URLSearchParams }[] = [];
  const view = (m: Message): Message => ({ ...m, readYn: read.has(m.ibSeq) ? "Y" : "N" });
  const newCnt = () => all.length - read.size;
  let listFails = failList;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), "http://l");
    const body = new URLSearchParams(typeof init?.body === "string" ? init.body : "");
    seen.push({ method: init?.method ?? "GET", path: url.pathname, query: url.searchParams, body });
    if (url.pathname === `/rest/inbox/${DEVICE}/list.do`) {
      if (listFails) return json({ message: "server error" }, 500);
      const page = Number(url.searchParams.get("pageIndex"));
      const paginationInfo = { currentPageNo: page, recordCountPerPage: 20, totalRecordCount: all.length, totalPageCount: 2 };
      return json({ message: "success", newCnt: newCnt(), inboxList: all.slice((page - 1) * 20, page * 20).map(view), paginationInfo });
    }
    if (url.pathname === `/rest/inbox/${DEVICE}/read.do` && init?.method === "POST") {
      if (failReads) return json({ message: "server error" }, 500);
      const ibSeq = Number(body.get("ibSeq"));
      read.add(ibSeq);
      return json({ message: "success", ibSeq, readYn: "Y", newCnt: newCnt() });
    }
    const welcome = /^\/rest\/inbox\/new\/welcome\/(\d+)\/(\d+)\.do$/.exec(url.pathname);
    if (welcome && url.searchParams.get("uuid") === DEVICE) {
      const m = all.find((x) => x.ibSeq === Number(welcome[2]) && x.welcomeYn === "Y");
      if (!m) return json({ message: "No such welcome message." }, 404);
      read.add(m.ibSeq);
      return json({ message: "success", inbox: { ...view(m), cont: "환영 메시지 전문입니다." } });
    }
    return json({ message: `unexpected ${url.pathname}` }, 404);
  };
  return {
    fetch,
    seen,
    reads: () => seen.filter((r) => r.path.endsWith("/read.do")).map((r) => Number(r.body.get("ibSeq"))),
    lists: () => seen.filter((r) => r.path.endsWith("/list.do")).map((r) => r.query.get("pageIndex")),
    recover: () => void (listFails = false),
  };
}

function inApp(
  options: { server?: ReturnType<typeof inboxServer>; cache?: ReturnType<typeof createQueryCache>; dialogs?: ReturnType<typeof fakeDialogs> } = {},
) {
  const server = options.server ?? inboxServer();
  const bridge = fakeAppBridge(DEVICE);
  const dialogs = options.dialogs ?? fakeDialogs();
  const view = withAppUserAgent(() =>
    renderScreen(NotificationsScreen, {
      route,
      mall: null,
      path: "/app-new/alarmList",
      fetch: server.fetch,
      services: { bridge: () => Promise.resolve(bridge), dialogs, ...(options.cache ? { cache: options.cache } : {}) },
    }),
  );
  return { view, server, bridge, dialogs };
}

const row = (title: RegExp) => screen.getAllByRole("listitem").find((li) => title.test(li.textContent ?? ""))!;

describe("in a browser", () => {
  it("explains that the inbox is in the app, makes no call and leads to the visited mall's home", async () => {
    localStorage.setItem("visitedMallCode", "04");
    const server = inboxServer();
    renderScreen(NotificationsScreen, { route, mall: null, path: "/app-new/alarmList", fetch: server.fetch });
    expect(await screen.findByText("알림함은 필드몰 앱에서 볼 수 있어요")).toBeTruthy();
    expect(screen.getByRole("link", { name: /홈으로/ }).getAttribute("href")).toBe("/wirye/home");
    expect(screen.getByRole("heading", { level: 1, name: "알림함" })).toBeTruthy();
    expect(server.seen).toEqual([]);
  });

  it("on the mall's route leads to that mall's home", async () => {
    const server = inboxServer();
    renderScreen(NotificationsScreen, {
      route: { screen: "notifications", path: "notification" },
      mall: "goyang",
      path: "/goyang/notification",
      fetch: server.fetch,
    });
    expect((await screen.findByRole("link", { name: /홈으로/ })).getAttribute("href")).toBe("/goyang/home");
    expect(server.seen).toEqual([]);
  });
});

describe("in the app", () => {
  it("lists the device's messages newest first, 20 a page; more loads the rest", async () => {
    const { server } = inApp();
    const list = await screen.findByRole("region", { name: "받은 알림" });
    await within(list).findByText("쿠폰이 도착했어요");
    expect(within(list).getAllByRole("listitem")).toHaveLength(20);
    expect(within(list).getAllByRole("listitem")[0]?.textContent).toContain("쿠폰이 도착했어요");
    fireEvent.click(screen.getByRole("button", { name: "더보기" }));
    expect(await within(list).findByText("알림 1")).toBeTruthy();
    expect(within(list).getAllByRole("listitem")).toHaveLength(23);
    expect(server.lists()).toEqual(["1", "2"]);
    expect(screen.queryByRole("button", { name: "더보기" })).toBeNull();
  });

  it("marks unread rows for the eye (dot, bold, tint) and for screen readers; read rows carry neither", async () => {
    inApp();
    const unread = await screen.findByRole("button", { name: /영업시간 안내/ });
    expect(unread.textContent).toMatch(/^읽지 않음, 영업시간 안내/);
    expect(unread.className).toMatch(/unread/);
    const read = screen.getByRole("link", { name: /포인트 공지/ });
    expect(read.textContent).not.toContain("읽지 않음");
    expect(read.className).not.toMatch(/unread/);
  });

  it("opens a message without a link as a dialog of its text and marks it read: the row turns read and the app's badge gets the new count", async () => {
    const { server, bridge, dialogs } = inApp();
    fireEvent.click(await screen.findByRole("button", { name: /영업시간 안내/ }));
    expect(dialogs.asked).toEqual([{ kind: "alert", title: "영업시간 안내", text: "이번 주 영업시간은 평소와 같습니다.", image: undefined }]);
    await waitFor(() => expect(bridge.badges).toEqual([3]));
    expect(server.reads()).toEqual([22]);
    expect(row(/영업시간 안내/).textContent).not.toContain("읽지 않음");
    expect(row(/영업시간 안내/).firstElementChild?.className).not.toMatch(/unread/);
    // Opening it again shows it again, without another read mark.
    fireEvent.click(screen.getByRole("button", { name: /영업시간 안내/ }));
    expect(dialogs.asked).toHaveLength(2);
    expect(server.reads()).toEqual([22]);
  });

  it("classifies a message's link: an in-app path routes there (marking it read), a listed host opens outside, a refused one opens the text instead", async () => {
    const { view, server, bridge, dialogs } = inApp();
    const outside = await screen.findByRole("link", { name: /포인트 공지/ });
    expect(outside.getAttribute("href")).toBe("https://www.spoint.example/notice");
    expect(outside.getAttribute("target")).toBe("_blank");
    const refused = screen.getByRole("button", { name: /수상한 링크/ });
    expect(screen.queryByRole("link", { name: /수상한 링크/ })).toBeNull();
    fireEvent.click(refused);
    expect(dialogs.asked.map((d) => d.text)).toEqual(["링크 없이 읽는 글"]);
    await waitFor(() => expect(server.reads()).toEqual([19]));

    fireEvent.click(screen.getByRole("link", { name: /쿠폰이 도착했어요/ }));
    expect(view.currentPath()).toBe("/hanam/event/coupon");
    await waitFor(() => expect(bridge.badges).toEqual([3, 2]));
    expect(server.reads()).toEqual([19, 23]);
  });

  it("opens a welcome message through the welcome call, which marks it read; the badge gets the count the list then answers", async () => {
    const { server, bridge, dialogs } = inApp();
    fireEvent.click(await screen.findByRole("button", { name: /앱 설치를 환영합니다/ }));
    await waitFor(() => expect(dialogs.asked.map((d) => d.text)).toEqual(["환영 메시지 전문입니다."]));
    await waitFor(() => expect(bridge.badges).toEqual([3]));
    expect(server.seen.some((r) => r.path === "/rest/inbox/new/welcome/1021/21.do" && r.query.get("uuid") === DEVICE)).toBe(true);
    expect(server.reads()).toEqual([]);
    expect(row(/앱 설치를 환영합니다/).textContent).not.toContain("읽지 않음");
  });

  it("when the read mark fails, the message still opens and its row stays unread, with no badge call", async () => {
    const { server, bridge, dialogs } = inApp({ server: inboxServer({ failReads: true }) });
    fireEvent.click(await screen.findByRole("button", { name: /영업시간 안내/ }));
    expect(dialogs.asked.map((d) => d.title)).toEqual(["영업시간 안내"]);
    await waitFor(() => expect(server.reads()).toEqual([22]));
    expect(row(/영업시간 안내/).textContent).toContain("읽지 않음");
    expect(bridge.called).not.toContain("inboxBadge");
  });

  it("shows the error state when the list fails, and its retry loads it", async () => {
    const server = inboxServer({ failList: true });
    inApp({ server });
    const retry = await screen.findByRole("button", { name: "다시 시도" });
    server.recover();
    fireEvent.click(retry);
    expect(await screen.findByText("쿠폰이 도착했어요")).toBeTruthy();
  });

  it("back to the inbox after following a link, the row read on the way shows read from the kept pages", async () => {
    const cache = createQueryCache();
    const server = inboxServer();
    const first = inApp({ server, cache });
    fireEvent.click(await screen.findByRole("link", { name: /쿠폰이 도착했어요/ }));
    await waitFor(() => expect(first.bridge.badges).toEqual([3]));
    cleanup();
    inApp({ server, cache });
    expect((await screen.findByRole("link", { name: /쿠폰이 도착했어요/ })).textContent).not.toContain("읽지 않음");
    // The pages came from the cache: no second list call.
    expect(server.lists()).toEqual(["1"]);
  });
});
