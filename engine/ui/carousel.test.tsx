// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Carousel, TAKEOVER_LEAD_MS } from "./carousel.tsx";
import { runTrack, SWIPE_SHARE, type TrackOptions } from "./carousel-track.tsx";
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

describe("runTrack", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
    delete (document as { hidden?: boolean }).hidden;
  });

  const WIDTH = 300;
  /** A track of `count` slides (their clones around them), each a link and a lazy image, in a 300 px window. */
  function track(count = 3, options: Partial<TrackOptions> = {}) {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    const viewport = document.createElement("div");
    const strip = document.createElement("div");
    for (let k = 0; k < count + 2; k++) {
      const slide = document.createElement("div");
      if (k > 0 && k <= count) slide.dataset.slide = String(k - 1);
      slide.innerHTML = `<a href="/s${k}">${k}</a><img loading="lazy" alt="">`;
      strip.append(slide);
    }
    viewport.append(strip);
    Object.defineProperty(viewport, "clientWidth", { value: WIDTH });
    document.body.append(viewport);
    const indices: number[] = [];
    const onStop = vi.fn();
    let playing = true;
    const run = runTrack(viewport, strip, {
      count,
      gap: 12,
      speedMs: 250,
      autoplayMs: 3000,
      firstMoveAt: performance.now() + 1000,
      animate: true,
      playing: () => playing,
      stopOnInteraction: false,
      onIndex: (i) => indices.push(i),
      onStop,
      ...options,
    });
    /** Where the row stands: 0 the last's clone, 1…count the slides, count + 1 the first's clone. */
    const at = () => -Number(/calc\((-?\d+)%/.exec(strip.style.transform)?.[1]) / 100;
    const link = (k: number) => strip.children[k]!.querySelector("a")!;
    const play = (on: boolean) => {
      playing = on;
      run.plan();
    };
    return { viewport, strip, indices, onStop, run, at, link, play };
  }

  /** A pointer event at (x, y) whose time is `t` (ms). */
  function pointer(el: Element, type: string, x: number, y = 0, t = 0, pointerType = "touch") {
    const e = new PointerEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, pointerId: 1, isPrimary: true, button: 0, pointerType });
    Object.defineProperty(e, "timeStamp", { value: t });
    el.dispatchEvent(e);
  }
  /** A slow horizontal drag of dx px from the window's middle, released. */
  function drag(el: Element, dx: number, release = "pointerup") {
    pointer(el, "pointerdown", 150, 100, 0);
    pointer(el, "pointermove", 150 + dx / 2, 100, 500);
    pointer(el, "pointermove", 150 + dx, 100, 1000);
    pointer(el, release, 150 + dx, 100, 2000);
  }

  it("moves first at the first slide's time, then a slide's time after each move's end; past the last it moves on to the first's copy, then stands on the first", () => {
    const { at, indices, strip } = track(3);
    expect(at()).toBe(1);
    vi.advanceTimersByTime(999);
    expect(indices).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(indices).toEqual([1]);
    expect(at()).toBe(2);
    expect(strip.style.transition).toBe("transform 250ms ease-out");
    vi.advanceTimersByTime(3249);
    expect(indices).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(indices).toEqual([1, 2]);
    vi.advanceTimersByTime(3250);
    expect(indices).toEqual([1, 2, 0]);
    expect(at()).toBe(4);
    strip.dispatchEvent(new Event("transitionend"));
    expect(at()).toBe(1);
    expect(strip.style.transition).toBe("none");
  });

  it("without the transition's end, the copy gives way to the slide it copies a moment after the move's time", () => {
    const { at } = track(2);
    vi.advanceTimersByTime(1000 + 3250);
    expect(at()).toBe(3);
    vi.advanceTimersByTime(349);
    expect(at()).toBe(3);
    vi.advanceTimersByTime(1);
    expect(at()).toBe(1);
  });

  it("paused it does not move; played again after its time, it moves at once", () => {
    const { indices, play } = track(3);
    play(false);
    vi.advanceTimersByTime(5000);
    expect(indices).toEqual([]);
    play(true);
    vi.advanceTimersByTime(0);
    expect(indices).toEqual([1]);
  });

  it("holds while touched; let go, it plays a whole slide's time later", () => {
    const { viewport, indices } = track(3);
    pointer(viewport, "pointerdown", 100);
    vi.advanceTimersByTime(5000);
    expect(indices).toEqual([]);
    pointer(viewport, "pointerup", 100);
    vi.advanceTimersByTime(2999);
    expect(indices).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(indices).toEqual([1]);
  });

  it("a mouse over it holds it, unless a touch stops it for good (the ribbon)", () => {
    const held = track(3);
    pointer(held.viewport, "pointerenter", 100, 0, 0, "mouse");
    vi.advanceTimersByTime(5000);
    expect(held.indices).toEqual([]);
    pointer(held.viewport, "pointerleave", 100, 0, 0, "mouse");
    vi.advanceTimersByTime(3000);
    expect(held.indices).toEqual([1]);
    document.body.replaceChildren();
    const ribbon = track(3, { stopOnInteraction: true });
    pointer(ribbon.viewport, "pointerenter", 100, 0, 0, "mouse");
    vi.advanceTimersByTime(1000);
    expect(ribbon.indices).toEqual([1]);
  });

  it(`a drag past ${SWIPE_SHARE * 100}% of a slide moves on (either way), and the click it ends in opens nothing`, () => {
    const { viewport, at, indices, link } = track(3);
    const opened = vi.fn();
    document.addEventListener("click", opened);
    try {
      drag(viewport, -50);
      expect(indices).toEqual([1]);
      expect(at()).toBe(2);
      const click = new MouseEvent("click", { bubbles: true, cancelable: true });
      link(2).dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(opened).not.toHaveBeenCalled();
      // The next tap is a tap.
      link(2).click();
      expect(opened).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(350);
      drag(viewport, 50);
      drag(viewport, 50);
      expect(indices).toEqual([1, 0, 2]);
    } finally {
      document.removeEventListener("click", opened);
    }
  });

  it("follows the finger while dragged, and a short slow drag springs back", () => {
    const { viewport, strip, at, indices } = track(3);
    pointer(viewport, "pointerdown", 150, 100, 0);
    pointer(viewport, "pointermove", 130, 100, 500);
    expect(strip.style.transform).toContain("+ -20px");
    expect(strip.style.transition).toBe("none");
    pointer(viewport, "pointerup", 130, 100, 1500);
    expect(indices).toEqual([]);
    expect(at()).toBe(1);
    expect(strip.style.transform).toContain("+ 0px");
    expect(strip.style.transition).toBe("transform 250ms ease-out");
  });

  it("a quick flick moves on however short it was; a cancelled drag springs back", () => {
    const { viewport, indices } = track(3);
    pointer(viewport, "pointerdown", 150, 100, 0);
    pointer(viewport, "pointermove", 140, 100, 10);
    pointer(viewport, "pointermove", 130, 100, 20);
    pointer(viewport, "pointerup", 130, 100, 25);
    expect(indices).toEqual([1]);
    vi.advanceTimersByTime(350);
    drag(viewport, -100, "pointercancel");
    expect(indices).toEqual([1]);
  });

  it("a vertical drag is the page's scroll: the row stays, and its click is a tap", () => {
    const { viewport, strip, indices, link } = track(3);
    pointer(viewport, "pointerdown", 150, 100, 0);
    pointer(viewport, "pointermove", 145, 160, 100);
    pointer(viewport, "pointerup", 145, 160, 200);
    expect(indices).toEqual([]);
    expect(strip.style.transform).toContain("+ 0px");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link(1).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it("a swipe stops the playing for good where the carousel asks (onStop); elsewhere it does not", () => {
    const ribbon = track(3, { stopOnInteraction: true });
    drag(ribbon.viewport, -60);
    expect(ribbon.onStop).toHaveBeenCalledTimes(1);
    document.body.replaceChildren();
    const banners = track(3);
    drag(banners.viewport, -60);
    expect(banners.onStop).not.toHaveBeenCalled();
  });

  it("focus on a slide's link brings that slide in and says where the carousel is", () => {
    const { at, indices, link } = track(3);
    link(3).focus();
    expect(at()).toBe(3);
    expect(indices).toEqual([2]);
  });

  it("holds while the page is hidden, and plays a slide's time after it is shown again", () => {
    const { indices } = track(3);
    Object.defineProperty(document, "hidden", { configurable: true, value: true });
    document.dispatchEvent(new Event("visibilitychange"));
    vi.advanceTimersByTime(5000);
    expect(indices).toEqual([]);
    Object.defineProperty(document, "hidden", { configurable: true, value: false });
    document.dispatchEvent(new Event("visibilitychange"));
    vi.advanceTimersByTime(3000);
    expect(indices).toEqual([1]);
  });

  it("the slide in view and those beside it load their images ahead of the move; the others wait", () => {
    const { strip } = track(4);
    const loading = () => [...strip.querySelectorAll("img")].map((img) => img.getAttribute("loading"));
    expect(loading()).toEqual(["eager", "eager", "eager", "lazy", "lazy", "lazy"]);
    vi.advanceTimersByTime(1000);
    expect(loading()).toEqual(["eager", "eager", "eager", "eager", "lazy", "lazy"]);
  });

  it("for reduced motion a move (a swipe) jumps, with no transition", () => {
    const { viewport, strip, at } = track(3, { animate: false });
    drag(viewport, -60);
    expect(at()).toBe(2);
    expect(strip.style.transition).toBe("none");
  });
});
