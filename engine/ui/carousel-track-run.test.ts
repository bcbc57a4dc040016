// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { runTrack, SWIPE_SHARE, type TrackOptions } from "./carousel-track-run.ts";

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
