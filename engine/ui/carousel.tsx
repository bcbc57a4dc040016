import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useKitWords } from "../i18n/use-kit-words.ts";
import { imagesShown } from "./images-shown.ts";
import styles from "./carousel.module.css";
import { markBusy } from "../shell/loading-store.ts";
import { Icon } from "./icon.tsx";
import { useReducedMotion } from "./use-media-query.ts";

/** The slides of a carousel, as the caller renders them. */
export interface CarouselProps<T> {
  items: readonly T[];
  /** The accessible name of the carousel (its region). */
  label: string;
  itemKey: (item: T) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Time on each slide while playing (ms). */
  autoplayMs: number;
  /** How long a slide takes to move (ms). */
  speedMs: number;
  /** Space between two slides (px). */
  spaceBetween?: number;
  /** Playing stops for good once the visitor touches or swipes (the top ribbon); by default it only pauses while touched. */
  stopOnInteraction?: boolean;
  /** The slides' box, which keeps its size from first paint on (an aspect ratio: no layout shift). */
  slideClassName?: string;
  className?: string;
}

/** What the carousel hands its track: the state the carousel keeps, so its controls stay as they are when the track takes over. */
export interface TrackProps<T> extends CarouselProps<T> {
  paused: boolean;
  /** When the first slide's time is up (`performance.now()`, ms): the track's first move. */
  firstMoveAt: number;
  onIndex: (index: number) => void;
  /** Playing stopped by the visitor's swipe (`stopOnInteraction`). */
  onStop: () => void;
  /** The slides cannot play (the track's code did not load): no pause button. */
  onCannotPlay: () => void;
}

/** The longest the track waits for the first slide's images to be on screen (ms): a stalled image does not keep it out. */
const FIRST_SLIDE_WAIT_MS = 3000;
/**
 * How long before the first slide's time is up the track is asked for (ms): its code and the next
 * slide's images are in before the first move. Not earlier: the other slides' images would compete
 * with the page's own, and the track's start would land in the page's load (docs/decisions/0059, 0062).
 */
export const TAKEOVER_LEAD_MS = 1000;

type TrackComponent = (props: TrackProps<unknown>) => ReactNode;

// The moving track (carousel-track.tsx) loads shortly before the first move, and only for two slides or more.
// If it cannot load (offline), the slides stay reachable in a row the visitor scrolls. The carousel
// mounts it once its code is in, not through a Suspense boundary: a boundary's reveal of content
// that suspended waits on a timer (React holds it up to 300 ms), and the first slide is on screen meanwhile anyway.
let trackLoad: Promise<TrackComponent> | null = null;
const loadTrack = (): Promise<TrackComponent> => {
  trackLoad ??= import("./carousel-track.tsx").then(
    (m) => m.CarouselTrack as TrackComponent,
    () => ScrolledRow as TrackComponent,
  );
  return trackLoad;
};

function ScrolledRow<T>({ items, itemKey, renderSlide, slideClassName, onIndex, onCannotPlay }: TrackProps<T>) {
  useEffect(onCannotPlay, [onCannotPlay]);
  // The position follows the slide the row has snapped to.
  const follow = (row: HTMLDivElement) => {
    const slides = [...row.children] as HTMLElement[];
    const nearest = slides.reduce(
      (best, s, i) => (Math.abs(s.offsetLeft - row.scrollLeft) < Math.abs(slides[best]!.offsetLeft - row.scrollLeft) ? i : best),
      0,
    );
    onIndex(nearest);
  };
  return (
    <div className={styles.row} onScroll={(e) => follow(e.currentTarget)}>
      {items.map((item, i) => (
        <div className={`${styles.slide} ${slideClassName ?? ""}`} key={itemKey(item)}>
          {renderSlide(item, i)}
        </div>
      ))}
    </div>
  );
}

/**
 * A carousel of slides: the first slide is plain markup at first paint, with the position ("1 / 6")
 * and the pause button already in place; with two slides or more the track takes over
 * shortly before the first move, or at once when the visitor starts a swipe or presses pause. It
 * plays every `autoplayMs` from the first slide's paint on, loops, pauses while touched, and does
 * not play for reduced motion.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const { items, label, itemKey, renderSlide, slideClassName, className, autoplayMs } = props;
  const t = useKitWords();
  const reduced = useReducedMotion();
  const region = useRef<HTMLElement>(null);
  const shownAt = useRef<number | null>(null);
  // The track and its first move, set together once its code is in.
  const [takenOver, setTakenOver] = useState<{ Track: TrackComponent; firstMoveAt: number } | null>(null);
  // Busy (the app's idle signal) from the takeover until the track has mounted.
  const takingOver = useRef<(() => void) | null>(null);
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState(0);
  const [canPlay, setCanPlay] = useState(true);
  const several = items.length >= 2;
  const takeOver = useCallback(() => {
    if (takingOver.current) return;
    const firstMoveAt = (shownAt.current ?? performance.now()) + autoplayMs;
    takingOver.current = markBusy();
    // Rendered as a transition: React builds the slides in slices of a few ms, and the page stays
    // free for a tap meanwhile; the swap itself is one short commit.
    void loadTrack().then((Track) => startTransition(() => setTakenOver((t) => t ?? { Track, firstMoveAt })));
  }, [autoplayMs]);
  useEffect(() => {
    if (takenOver) takingOver.current?.();
  }, [takenOver]);
  useEffect(() => () => takingOver.current?.(), []);
  const cannotPlay = useCallback(() => setCanPlay(false), []);
  const stop = useCallback(() => setPaused(true), []);

  // Asked for shortly before the first move, counted from the first slide on screen (its images
  // decoded, then a frame painted): the track renders the slides anew, so taking over before would
  // put a new image where the first one had not shown yet (the page's largest paint). A swipe begun
  // on the first slide asks for it at once; a tap does not, so its link stays under the finger.
  useEffect(() => {
    const el = region.current;
    if (!several || !el) return;
    const images = [...el.querySelectorAll("img")].filter((img) => img.getAttribute("loading") !== "lazy");
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void imagesShown(images, FIRST_SLIDE_WAIT_MS).then(() => {
      if (!live) return;
      shownAt.current = performance.now();
      // Its code (2 KiB) comes now, so the takeover finds it in and renders at once: the slider does
      // not wait on the network at its first move (a failed load gives the scrolled row).
      void loadTrack();
      timer = setTimeout(takeOver, Math.max(0, autoplayMs - TAKEOVER_LEAD_MS));
    });
    const swiping = (e: PointerEvent) => void (e.buttons !== 0 && takeOver());
    el.addEventListener("pointermove", swiping, { passive: true });
    return () => {
      live = false;
      clearTimeout(timer);
      el.removeEventListener("pointermove", swiping);
    };
  }, [several, autoplayMs, takeOver]);

  if (items.length === 0) return null;
  const first = (
    <div className={`${styles.slide} ${slideClassName ?? ""}`} key={itemKey(items[0]!)}>
      {renderSlide(items[0]!, 0)}
    </div>
  );
  return (
    <section ref={region} className={`${styles.carousel} ${className ?? ""}`} aria-roledescription={t("ui.carousel.role")} aria-label={label}>
      {takenOver ? (
        <takenOver.Track
          {...(props as CarouselProps<unknown>)}
          paused={paused}
          firstMoveAt={takenOver.firstMoveAt}
          onIndex={setIndex}
          onStop={stop}
          onCannotPlay={cannotPlay}
        />
      ) : (
        first
      )}
      {several && (
        <div className={styles.controls}>
          <span className={styles.position} aria-hidden="true">
            {t("ui.carousel.position", { index: index + 1, count: items.length })}
          </span>
          {!reduced && canPlay && (
            <button
              type="button"
              className={styles.toggle}
              onClick={() => {
                setPaused((p) => !p);
                takeOver();
              }}
              aria-label={t(paused ? "ui.carousel.play" : "ui.carousel.pause")}
            >
              <Icon name={paused ? "play" : "pause"} size={14} />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
