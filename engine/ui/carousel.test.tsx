// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Carousel, TAKEOVER_LEAD_MS } from "./carousel.tsx";
import { renderWithProviders } from "./test-providers.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
// The track is a lazy chunk: loaded once before the tests, so no test waits on the cold import.
beforeAll(() => import("./carousel-track.tsx"));

const slides = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `슬라이드 ${i + 1}` }));
/** A slide's time for which the track takes over 150 ms after the first slide's paint. */
const SOON_MS = TAKEOVER_LEAD_MS + 150;
const show = (n: number, autoplayMs = SOON_MS) =>
  renderWithProviders(
    <Carousel
      items={slides(n)}
      label="메인 배너"
      itemKey={(s) => s.id}
      renderSlide={(s) => <p>{s.title}</p>}
      autoplayMs={autoplayMs}
      speedMs={250}
      spaceBetween={12}
    />,
  );
const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
/** Whether the track is in: it renders every slide, the plain markup the first only. */
const trackIn = () => screen.queryAllByText("슬라이드 2").length > 0;

function reducedMotion(on: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: on && query.includes("prefers-reduced-motion"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe("Carousel", () => {
  it("shows the first slide as plain markup at first paint, with where it is and a pause button, named as a carousel region", () => {
    reducedMotion(false);
    show(3);
    const region = screen.getByRole("region", { name: "메인 배너" });
    expect(region.getAttribute("aria-roledescription")).toBe("슬라이드");
    expect(within(region).getByText("슬라이드 1")).toBeTruthy();
    expect(within(region).getByText("1 / 3")).toBeTruthy();
    expect(within(region).getByRole("button", { name: "자동 넘김 멈추기" })).toBeTruthy();
    expect(trackIn()).toBe(false);
  });

  it("the track takes over shortly before the first move, not at first paint: every slide, and the pause button toggles", async () => {
    reducedMotion(false);
    show(3);
    await sleep(60);
    expect(trackIn()).toBe(false);
    await vi.waitFor(() => expect(trackIn()).toBe(true));
    const region = screen.getByRole("region", { name: "메인 배너" });
    for (const n of [1, 2, 3]) expect(within(region).getAllByText(`슬라이드 ${n}`).length).toBeGreaterThan(0);
    expect(within(region).getByText("1 / 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "자동 넘김 멈추기" }));
    expect(screen.getByRole("button", { name: "자동 넘김 시작하기" })).toBeTruthy();
  });

  it("in the track each slide is a group named where it is; the copies around them for the loop are hidden and inert", async () => {
    reducedMotion(false);
    show(3);
    await vi.waitFor(() => expect(trackIn()).toBe(true));
    const region = screen.getByRole("region", { name: "메인 배너" });
    expect(
      within(region)
        .getAllByRole("group")
        .map((g) => g.getAttribute("aria-label")),
    ).toEqual(["3개 중 1번째", "3개 중 2번째", "3개 중 3번째"]);
    const copies = [...region.querySelectorAll("[aria-hidden=true]")].filter((el) => el.textContent?.startsWith("슬라이드"));
    expect(copies.map((c) => [c.textContent, c.hasAttribute("inert")])).toEqual([
      ["슬라이드 3", true],
      ["슬라이드 1", true],
    ]);
  });

  it("with a slide's time of 3 s the track is not asked for in the page's first second", async () => {
    reducedMotion(false);
    show(3, 3000);
    await sleep(1000);
    expect(trackIn()).toBe(false);
  });

  it("a swipe begun on the first slide brings the track in at once; a move without a press does not", async () => {
    reducedMotion(false);
    show(3, 3000);
    await sleep(50);
    const slide = screen.getByText("슬라이드 1");
    fireEvent.pointerMove(slide, { buttons: 0 });
    await sleep(200);
    expect(trackIn()).toBe(false);
    fireEvent.pointerMove(slide, { buttons: 1 });
    await vi.waitFor(() => expect(trackIn()).toBe(true));
  });

  it("pause pressed before the track came in holds: the track comes in paused", async () => {
    reducedMotion(false);
    show(3, 3000);
    fireEvent.click(screen.getByRole("button", { name: "자동 넘김 멈추기" }));
    await vi.waitFor(() => expect(trackIn()).toBe(true));
    expect(screen.getByRole("button", { name: "자동 넘김 시작하기" })).toBeTruthy();
  });

  it("does not play, and offers no pause button, for a visitor who asked for reduced motion", async () => {
    reducedMotion(true);
    show(2);
    expect(screen.getByText("1 / 2")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    await vi.waitFor(() => expect(trackIn()).toBe(true));
    expect(screen.getByText("1 / 2")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("one slide stays plain: no track, no controls; no slide, nothing at all", async () => {
    show(1);
    await sleep(SOON_MS);
    expect(screen.queryByText("1 / 1")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    cleanup();
    const { container } = show(0);
    expect(container.querySelector("section")).toBeNull();
  });

  /** Two slides of images (lazy or not) under a stubbed `decode`, removed after `body`. */
  async function withImages(decode: () => Promise<void>, loading: "lazy" | undefined, body: () => Promise<void>) {
    reducedMotion(false);
    Object.defineProperty(HTMLImageElement.prototype, "decode", { value: decode, configurable: true });
    try {
      renderWithProviders(
        <Carousel
          items={slides(2)}
          label="메인 배너"
          itemKey={(s) => s.id}
          renderSlide={(s) => <img src={`/b${s.id}.svg`} alt={s.title} loading={loading} />}
          autoplayMs={SOON_MS}
          speedMs={250}
        />,
      );
      await body();
    } finally {
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  }

  it("the track's time counts from the first slide's image decoded and painted, so the first image is the one the visitor saw", async () => {
    let decoded = () => {};
    const decode = vi.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
    await withImages(decode, undefined, async () => {
      const first = screen.getByAltText("슬라이드 1");
      await sleep(400);
      expect(decode).toHaveBeenCalledTimes(1);
      expect(screen.queryByAltText("슬라이드 2")).toBeNull();
      expect(screen.getByAltText("슬라이드 1")).toBe(first);
      decoded();
      expect((await screen.findAllByAltText("슬라이드 2")).length).toBeGreaterThan(0);
    });
  });

  it("a lazy image in the first slide does not hold the track back", async () => {
    const decode = vi.fn(() => new Promise<void>(() => {}));
    await withImages(decode, "lazy", async () => {
      expect((await screen.findAllByAltText("슬라이드 2")).length).toBeGreaterThan(0);
      expect(decode).not.toHaveBeenCalled();
    });
  });
});
