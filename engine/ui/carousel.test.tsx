// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Carousel } from "./carousel.tsx";
import { renderWithProviders } from "./test-providers.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
// The track is a lazy chunk (Swiper): loaded once before the tests, so no test waits on the cold import.
beforeAll(() => import("./carousel-track.tsx"));

const slides = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `슬라이드 ${i + 1}` }));
const show = (n: number) =>
  renderWithProviders(
    <Carousel
      items={slides(n)}
      label="메인 배너"
      itemKey={(s) => s.id}
      renderSlide={(s) => <p>{s.title}</p>}
      autoplayMs={3000}
      speedMs={250}
      spaceBetween={12}
    />,
  );

function reducedMotion(on: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: on && query.includes("prefers-reduced-motion"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe("Carousel", () => {
  it("shows the first slide as plain markup at first paint, named as a carousel region", () => {
    show(3);
    const region = screen.getByRole("region", { name: "메인 배너" });
    expect(region.getAttribute("aria-roledescription")).toBe("슬라이드");
    expect(within(region).getByText("슬라이드 1")).toBeTruthy();
  });

  it("with two slides or more, the track takes over: every slide, where it is, and a pause button that toggles", async () => {
    reducedMotion(false);
    show(3);
    const pause = await screen.findByRole("button", { name: "자동 넘김 멈추기" });
    const region = screen.getByRole("region", { name: "메인 배너" });
    for (const n of [1, 2, 3]) expect(within(region).getAllByText(`슬라이드 ${n}`).length).toBeGreaterThan(0);
    expect(within(region).getByText("1 / 3")).toBeTruthy();
    fireEvent.click(pause);
    expect(screen.getByRole("button", { name: "자동 넘김 시작하기" })).toBeTruthy();
  });

  it("does not play, and offers no pause button, for a visitor who asked for reduced motion", async () => {
    reducedMotion(true);
    show(2);
    expect(await screen.findByText("1 / 2")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("one slide stays plain: no track, no controls; no slide, nothing at all", async () => {
    show(1);
    // Effects have run (an act flushes them): a second slide would have asked for the track by now.
    await act(() => Promise.resolve());
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
          autoplayMs={3000}
          speedMs={250}
        />,
      );
      await body();
    } finally {
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  }

  it("the track takes over only once the first slide's image is decoded and painted, so the first image is the one the visitor saw", async () => {
    let decoded = () => {};
    const decode = vi.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
    await withImages(decode, undefined, async () => {
      const first = screen.getByAltText("슬라이드 1");
      await act(() => new Promise((r) => setTimeout(r, 100)));
      expect(decode).toHaveBeenCalledTimes(1);
      expect(screen.queryByText("1 / 2")).toBeNull();
      expect(screen.getByAltText("슬라이드 1")).toBe(first);
      decoded();
      expect(await screen.findByText("1 / 2")).toBeTruthy();
    });
  });

  it("a lazy image in the first slide does not hold the track back", async () => {
    const decode = vi.fn(() => new Promise<void>(() => {}));
    await withImages(decode, "lazy", async () => {
      expect(await screen.findByText("1 / 2")).toBeTruthy();
      expect(decode).not.toHaveBeenCalled();
    });
  });
});
