// The carousel track's moves, drags and timing on its DOM, without React (carousel-track.tsx
// renders the slides and runs it). Decision 0062.

/** A drag moves to the next slide once it has gone this share of a slide's width; shorter, it springs back. */
export const SWIPE_SHARE = 0.15;
/** A quick flick moves on however short it was: this many px per ms at its release. */
const FLICK_PX_PER_MS = 0.4;
/** A pointer that has moved less than this (px) is still a tap, not a drag. */
const DRAG_SLOP_PX = 8;
/** When the end of a move's transition is taken for granted if the browser did not say (ms after its time). */
const SETTLE_GRACE_MS = 100;

export interface TrackOptions {
  count: number;
  /** Space between two slides (px). */
  gap: number;
  speedMs: number;
  autoplayMs: number;
  /** The first move's time (`performance.now()`). */
  firstMoveAt: number;
  /** Moves slide; false (reduced motion) they jump. */
  animate: boolean;
  /** Whether the slides play (not paused, not reduced motion): read at each planned move. */
  playing: () => boolean;
  stopOnInteraction: boolean;
  onIndex: (index: number) => void;
  onStop: () => void;
}

/** What a running track offers its component: a new plan for its next move, and its end. */
export interface TrackRun {
  plan: () => void;
  dispose: () => void;
}

/**
 * The moving track, without a library: the slides sit in a row (`strip`) in a clipped `viewport`,
 * a clone of the last before the first and of the first after the last, and the row is moved by a
 * transform (the compositor's work, no layout). A move to a clone jumps, once its transition is over,
 * to the slide it copies: the loop has no seam. It plays every `autoplayMs` after a move's end, the
 * first at `firstMoveAt`; it holds while touched, while a mouse is over it (unless a touch stops it
 * for good: `stopOnInteraction`) and while the page is hidden. A horizontal drag follows the finger and
 * moves on past SWIPE_SHARE of a slide or on a flick, and the click it ends in opens nothing; a
 * vertical one is the page's scroll. Focus on a slide's link brings that slide in.
 */
export function runTrack(viewport: HTMLElement, strip: HTMLElement, o: TrackOptions): TrackRun {
  const n = o.count;
  /** Where the row is: 0 the clone of the last, 1…n the slides, n + 1 the clone of the first. */
  let at = 1;
  let nextAt = o.firstMoveAt;
  let touching = false;
  let hovering = false;
  let moveTimer: ReturnType<typeof setTimeout> | undefined;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let drag: { id: number; x: number; y: number; dx: number; width: number; horizontal: boolean | null; lastX: number; lastT: number; speed: number } | null =
    null;
  let dragged = false;

  const moveMs = o.animate ? o.speedMs : 0;
  const place = (animate: boolean, dx = 0) => {
    strip.style.transition = animate && o.animate ? `transform ${o.speedMs}ms ease-out` : "none";
    strip.style.transform = `translate3d(calc(${-at * 100}% - ${at * o.gap}px + ${dx}px), 0, 0)`;
  };
  // The slide in view and those on either side load their images now (the callers' are lazy, and a clipped row
  // would load them only once in view, during the move).
  const near = () => {
    for (const k of [at - 1, at, at + 1])
      for (const img of strip.children[k]?.querySelectorAll<HTMLImageElement>('img[loading="lazy"]') ?? []) img.setAttribute("loading", "eager");
  };
  const settle = () => {
    clearTimeout(settleTimer);
    if (at !== 0 && at !== n + 1) return;
    at = at === 0 ? n : 1;
    place(false);
    near();
  };
  const fresh = () => void (nextAt = performance.now() + o.autoplayMs);
  const plan = () => {
    clearTimeout(moveTimer);
    if (!o.playing() || touching || hovering || document.hidden) return;
    moveTimer = setTimeout(() => go(1), Math.max(0, nextAt - performance.now()));
  };
  const go = (delta: number) => {
    settle();
    at += delta;
    o.onIndex((((at - 1) % n) + n) % n);
    place(true);
    near();
    settleTimer = setTimeout(settle, moveMs + SETTLE_GRACE_MS);
    nextAt = performance.now() + moveMs + o.autoplayMs;
    plan();
  };

  const down = (e: PointerEvent) => {
    if (!e.isPrimary || e.button !== 0 || drag) return;
    clearTimeout(moveTimer);
    settle();
    touching = true;
    dragged = false;
    drag = {
      id: e.pointerId,
      x: e.clientX,
      y: e.clientY,
      dx: 0,
      width: viewport.clientWidth,
      horizontal: null,
      lastX: e.clientX,
      lastT: e.timeStamp,
      speed: 0,
    };
  };
  const move = (e: PointerEvent) => {
    if (!drag || e.pointerId !== drag.id) return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    if (drag.horizontal === null) {
      if (Math.abs(dx) < DRAG_SLOP_PX && Math.abs(dy) < DRAG_SLOP_PX) return;
      drag.horizontal = Math.abs(dx) > Math.abs(dy);
      if (!drag.horizontal) return;
      try {
        viewport.setPointerCapture(e.pointerId);
      } catch {
        // The pointer is already gone: its up follows.
      }
    }
    if (!drag.horizontal) return;
    if (e.timeStamp > drag.lastT) drag.speed = (e.clientX - drag.lastX) / (e.timeStamp - drag.lastT);
    drag.lastX = e.clientX;
    drag.lastT = e.timeStamp;
    drag.dx = Math.max(-drag.width, Math.min(drag.width, dx));
    place(false, drag.dx);
  };
  const up = (e: PointerEvent) => {
    if (!drag || e.pointerId !== drag.id) return;
    const { dx, width, horizontal, speed } = drag;
    drag = null;
    touching = false;
    fresh();
    if (horizontal) {
      dragged = true;
      const far = Math.abs(dx) > width * SWIPE_SHARE || (Math.abs(speed) > FLICK_PX_PER_MS && Math.sign(speed) === Math.sign(dx));
      if (far && e.type === "pointerup") go(dx < 0 ? 1 : -1);
      else place(true);
      if (o.stopOnInteraction) o.onStop();
    }
    plan();
  };
  // The click a drag ends in is not a tap on the slide's link.
  const click = (e: MouseEvent) => {
    if (!dragged) return;
    dragged = false;
    e.preventDefault();
    e.stopPropagation();
  };
  const enter = (e: PointerEvent) => {
    if (e.pointerType !== "mouse" || o.stopOnInteraction) return;
    hovering = true;
    clearTimeout(moveTimer);
  };
  const leave = (e: PointerEvent) => {
    if (e.pointerType !== "mouse" || !hovering) return;
    hovering = false;
    fresh();
    plan();
  };
  const focus = (e: FocusEvent) => {
    const slide = (e.target as Element).closest<HTMLElement>("[data-slide]");
    const i = Number(slide?.dataset.slide);
    if (!slide || !Number.isInteger(i) || i + 1 === at) return;
    settle();
    at = i + 1;
    place(false);
    near();
    // Focus may have scrolled the clipped viewport to the link: the transform alone places the row.
    viewport.scrollLeft = 0;
    o.onIndex(i);
    fresh();
    plan();
  };
  const visibility = () => {
    if (!document.hidden) fresh();
    plan();
  };
  const noImageDrag = (e: DragEvent) => e.preventDefault();

  const listeners = [
    ["pointerdown", down],
    ["pointermove", move],
    ["pointerup", up],
    ["pointercancel", up],
    ["pointerenter", enter],
    ["pointerleave", leave],
    ["focusin", focus],
    ["dragstart", noImageDrag],
  ] as const;
  for (const [type, fn] of listeners) viewport.addEventListener(type, fn as EventListener);
  viewport.addEventListener("click", click, true);
  strip.addEventListener("transitionend", settle);
  document.addEventListener("visibilitychange", visibility);
  strip.style.gap = `${o.gap}px`;
  place(false);
  near();
  plan();
  return {
    plan,
    dispose: () => {
      clearTimeout(moveTimer);
      clearTimeout(settleTimer);
      for (const [type, fn] of listeners) viewport.removeEventListener(type, fn as EventListener);
      viewport.removeEventListener("click", click, true);
      strip.removeEventListener("transitionend", settle);
      document.removeEventListener("visibilitychange", visibility);
    },
  };
}
