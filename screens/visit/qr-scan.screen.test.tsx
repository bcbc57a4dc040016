// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, json, type SeenRequest } from "../../engine/api/fake-fetch.fixture.ts";
import { renderScreen } from "../../engine/testing/render-screen.tsx";
import QrScanScreen from "./qr-scan.screen.tsx";

// The camera and the decoder are the browser's: the tests give jsdom a fake getUserMedia, a fake
// BarcodeDetector and a video that plays, and check what the screen does with them.

const FLOORS = ["B1", "1F", "2F"].map((fl) => ({ fl, flNm: fl, mobFloorUri: `/images/seed/floor-suwon-${fl}.svg`, tntCnt: 10 }));
const PLACES: Record<string, { fl: string; ko: string; x: number; y: number }> = {
  QR091F01: { fl: "1F", ko: "1F 엘리베이터 앞", x: 62, y: 130 },
  QR092F03: { fl: "2F", ko: "2F 중앙 아트리움", x: 180, y: 130 },
};

function mallServer(req: SeenRequest) {
  const url = new URL(req.url, "http://l");
  if (url.pathname.endsWith("/floorMapList.do")) return json({ message: "success", floorMapList: FLOORS });
  if (url.pathname.endsWith("/qrPlace.do")) {
    const id = url.searchParams.get("qrId") ?? "";
    const p = PLACES[id];
    if (!p) return json({ message: "QR place not found" }, 404);
    return json({
      message: "success",
      qrPlace: { qrId: id, fl: p.fl, mobFloorUri: `/images/seed/floor-suwon-${p.fl}.svg`, xctnCord: p.x, yctnCord: p.y, placeNmKo: p.ko, placeNmEn: p.ko },
    });
  }
  if (url.pathname.endsWith("/tenantMap.do")) {
    const tenant = {
      tnt_seq: "T090001",
      tnt_nm_ko: "카페 하나",
      tnt_nm_en: "Cafe One",
      fl: "2F",
      img_logo_uri: "",
      img_mobi_logo_uri: "",
      tnt_tels: "",
      mama_cate_seq: 1,
      mama_cate_nm: "",
      cate_seq: 10,
      cate_nm: "",
      opn_hr: "",
      have_evt: "N",
      have_cpn: "N",
      xctnCord: 100,
      yctnCord: 50,
    };
    return json({
      message: "success",
      tenantMap: { fl: "2F", mobFloorUri: "/images/seed/floor-suwon-2F.svg", xctnCord: 100, yctnCord: 50 },
      resultTenant: tenant,
      resultMtc: [],
    });
  }
  return json({ message: "no" }, 404);
}

interface FakeCamera {
  getUserMedia: ReturnType<typeof vi.fn>;
  stopped: () => number;
  /** What the decoder reads from each frame from now on. */
  show(text: string | null): void;
}

/** Installs a camera that answers with a stream (or fails with `error`) and a BarcodeDetector reading `show`'s text. */
function installCamera(error?: string): FakeCamera {
  let stops = 0;
  let text: string | null = null;
  const getUserMedia = vi.fn(() => {
    if (error) return Promise.reject(new DOMException("camera", error));
    const track = { stop: () => void stops++ };
    return Promise.resolve({ getTracks: () => [track] });
  });
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  class FakeDetector {
    static getSupportedFormats = () => Promise.resolve(["qr_code", "ean_13"]);
    detect = () => Promise.resolve(text === null ? [] : [{ rawValue: text }]);
  }
  Object.defineProperty(globalThis, "BarcodeDetector", { value: FakeDetector, configurable: true });
  return { getUserMedia, stopped: () => stops, show: (t) => void (text = t) };
}

const playDescriptor = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, "play");
const readyDescriptor = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, "readyState");
beforeEach(() => {
  Object.defineProperty(HTMLMediaElement.prototype, "play", { value: () => Promise.resolve(), configurable: true });
  Object.defineProperty(HTMLMediaElement.prototype, "readyState", { get: () => 4, configurable: true });
});
afterEach(() => {
  cleanup();
  if (playDescriptor) Object.defineProperty(HTMLMediaElement.prototype, "play", playDescriptor);
  if (readyDescriptor) Object.defineProperty(HTMLMediaElement.prototype, "readyState", readyDescriptor);
  Reflect.deleteProperty(navigator, "mediaDevices");
  Reflect.deleteProperty(globalThis, "BarcodeDetector");
});

function open(opts: { qrId?: string; tnId?: string; view?: "scan" | "map"; test?: boolean } = {}) {
  const f = fakeFetch(mallServer);
  const search = new URLSearchParams();
  if (opts.qrId) search.set("qrId", opts.qrId);
  if (opts.tnId) search.set("tnId", opts.tnId);
  const page = opts.view === "map" ? "qrHere" : "qrTest";
  const r = renderScreen(QrScanScreen, {
    route: { screen: "qrScan", path: page },
    props: { view: opts.view ?? "scan", test: opts.test ?? false },
    query: { qrId: opts.qrId, tnId: opts.tnId },
    mall: "suwon",
    path: `/suwon/${page}${search.size ? `?${search.toString()}` : ""}`,
    fetch: f.fetch,
  });
  return { ...r, seen: f.seen };
}

const hereMark = () => screen.queryByRole("img", { name: /^현재 위치 \(/ });
const qrCalls = (seen: SeenRequest[]) => seen.filter((s) => s.url.includes("qrPlace.do"));

describe("QR location from the address (qrId)", () => {
  it("shows you are here on the code's floor, with no camera asked for", async () => {
    const camera = installCamera();
    open({ qrId: "QR091F01", view: "map" });
    expect(screen.getByRole("heading", { level: 1, name: "현재 위치 안내" })).toBeTruthy();
    expect(await screen.findByText("현재 위치: 1F 엘리베이터 앞")).toBeTruthy();
    expect(await screen.findByRole("img", { name: "현재 위치 (1F 엘리베이터 앞)" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "1F" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("button", { name: "다른 QR 코드 스캔" })).toBeTruthy();
    expect(camera.getUserMedia).not.toHaveBeenCalled();
  });

  it("Suwon's tnId adds the store's pin on its floor; the other floor says where you are", async () => {
    installCamera();
    open({ qrId: "QR091F01", tnId: "T090001", view: "map" });
    await screen.findByRole("img", { name: "현재 위치 (1F 엘리베이터 앞)" });
    expect(await screen.findByText("카페 하나: 2F")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "2F" }));
    expect(await screen.findByRole("img", { name: "카페 하나 (선택한 매장)" })).toBeTruthy();
    expect(hereMark()).toBeNull();
    expect(screen.getByText("현재 위치는 1F에 있습니다.")).toBeTruthy();
  });

  it("a code with no place says so and still shows the main floor", async () => {
    open({ qrId: "QR099F99" });
    expect(await screen.findByText("이 QR 코드의 위치 정보를 찾을 수 없습니다.")).toBeTruthy();
    expect(await screen.findByRole("group", { name: "1F 층 지도" })).toBeTruthy();
    expect(hereMark()).toBeNull();
  });
});

describe("QR location with the camera", () => {
  it("reads one of our codes: stops the camera, marks the place and keeps it in the address", async () => {
    const camera = installCamera();
    const r = open({ test: true });
    expect(await screen.findByRole("group", { name: "1F 층 지도" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "QR 코드 스캔" }));
    expect(await screen.findByLabelText("카메라 화면")).toBeTruthy();
    expect(await screen.findByText("QR 코드를 화면 가운데에 맞춰 주세요.")).toBeTruthy();
    expect(screen.getByText("브라우저 내장(BarcodeDetector)")).toBeTruthy();
    act(() => camera.show("https://m.fieldmall.example/suwon/qrHere?qrId=QR092F03"));
    // renderScreen's site is http://localhost: a link to another site is not ours, so keep scanning.
    await new Promise((done) => setTimeout(done, 400));
    expect(screen.getByLabelText("카메라 화면")).toBeTruthy();
    act(() => camera.show("http://localhost/suwon/qrHere?qrId=QR092F03"));
    expect(await screen.findByText("현재 위치: 2F 중앙 아트리움")).toBeTruthy();
    expect(await screen.findByRole("img", { name: "현재 위치 (2F 중앙 아트리움)" })).toBeTruthy();
    expect(screen.queryByLabelText("카메라 화면")).toBeNull();
    expect(camera.stopped()).toBe(1);
    expect(r.currentPath()).toBe("/suwon/qrTest?qrId=QR092F03");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "다른 QR 코드 스캔" })));
  });

  it("ignores a text that is not one of our codes: no navigation, no lookup, the camera goes on until cancelled", async () => {
    const camera = installCamera();
    const r = open({ test: true });
    fireEvent.click(await screen.findByRole("button", { name: "QR 코드 스캔" }));
    act(() => camera.show("javascript:alert(1)"));
    expect(await screen.findByText("javascript:alert(1)")).toBeTruthy();
    act(() => camera.show("https://evil.example/phish"));
    expect(await screen.findByText("https://evil.example/phish")).toBeTruthy();
    expect(r.currentPath()).toBe("/suwon/qrTest");
    expect(qrCalls(r.seen)).toHaveLength(0);
    expect(camera.stopped()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "스캔 취소" }));
    await waitFor(() => expect(camera.stopped()).toBe(1));
    expect(screen.queryByLabelText("카메라 화면")).toBeNull();
  });

  it("turns the camera off when the page is left mid-scan", async () => {
    const camera = installCamera();
    const r = open();
    fireEvent.click(await screen.findByRole("button", { name: "QR 코드 스캔" }));
    await screen.findByText("QR 코드를 화면 가운데에 맞춰 주세요.");
    expect(camera.stopped()).toBe(0);
    r.unmount();
    expect(camera.stopped()).toBe(1);
  });

  it.each(["NotAllowedError", "NotFoundError", "NotReadableError", "SecurityError", "OverconstrainedError"])(
    "%s: no message, the main floor's map without a pin, and a way to try again",
    async (error) => {
      const camera = installCamera(error);
      const r = open();
      fireEvent.click(await screen.findByRole("button", { name: "QR 코드 스캔" }));
      const retry = await screen.findByRole("button", { name: "다시 시도" });
      await waitFor(() => expect(document.activeElement).toBe(retry));
      expect(camera.getUserMedia).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole("alert")).toBeNull();
      expect(screen.queryByLabelText("카메라 화면")).toBeNull();
      expect(screen.getByRole("group", { name: "1F 층 지도" })).toBeTruthy();
      expect(hereMark()).toBeNull();
      expect(r.crashes).toEqual([]);
      fireEvent.click(retry);
      await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalledTimes(2));
    },
  );

  it("an insecure page or a browser without a camera API: the same quiet fallback", async () => {
    const r = open();
    fireEvent.click(await screen.findByRole("button", { name: "QR 코드 스캔" }));
    expect(await screen.findByRole("button", { name: "다시 시도" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("group", { name: "1F 층 지도" })).toBeTruthy();
    expect(r.crashes).toEqual([]);
  });
});
