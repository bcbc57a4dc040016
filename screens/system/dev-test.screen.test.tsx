// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeFetch, json } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import DevTestScreen from "./dev-test.screen.tsx";

afterEach(cleanup);

const route = { screen: "devTest" as const, path: "test" };
const noIndex = () => document.head.querySelector('meta[name="robots"][content="noindex"]');

describe("DevTestScreen", () => {
  it("the app environment: user agent, no webview, no device id in a browser, the bridge's times; noindex while shown", async () => {
    const f = fakeFetch(() => json({ message: "no" }, 404));
    const view = renderScreen(DevTestScreen, { route, props: { kind: "general" }, fetch: f.fetch });
    expect(screen.getByRole("heading", { level: 1, name: "앱 환경 진단" })).toBeTruthy();
    expect(screen.getByText(navigator.userAgent)).toBeTruthy();
    expect(await screen.findByText(/^getDeviceId \d+ms · loginToken \d+ms$/)).toBeTruthy();
    expect(screen.getAllByText("아니요")).toHaveLength(2);
    expect(noIndex()).not.toBeNull();
    expect(f.calls()).toBe(0);
    view.unmount();
    expect(noIndex()).toBeNull();
  });

  it("the event API: a sample call says its status, time and count, or what failed", async () => {
    let down = false;
    const f = fakeFetch(() =>
      down
        ? json({ message: "down" }, 503)
        : json({ message: "success", resultList: [], paginationInfo: { currentPageNo: 1, recordCountPerPage: 10, totalRecordCount: 0, totalPageCount: 0 } }),
    );
    renderScreen(DevTestScreen, { route, props: { kind: "event" }, fetch: f.fetch });
    fireEvent.click(screen.getByRole("button", { name: "events.list 호출" }));
    expect(await screen.findByText(/^HTTP 200, \d+ms, 항목 0개$/)).toBeTruthy();
    down = true;
    fireEvent.click(screen.getByRole("button", { name: "events.list 호출" }));
    expect(await screen.findByText("실패: http 503")).toBeTruthy();
  });

  it("the camera: whether it can run here and the scanner's state", () => {
    renderScreen(DevTestScreen, { route, props: { kind: "camera" } });
    expect(screen.getByRole("heading", { level: 1, name: "카메라 진단" })).toBeTruthy();
    expect(screen.getByText("idle")).toBeTruthy();
    expect(screen.getByRole("button", { name: "스캔 시작" })).toBeTruthy();
  });
});
