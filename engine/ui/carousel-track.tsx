import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef } from "react";
import { useKitWords } from "../i18n/use-kit-words.ts";
import type { TrackProps } from "./carousel.tsx";
import { runTrack, type TrackRun } from "./carousel-track-run.ts";
import styles from "./carousel.module.css";
import { useReducedMotion } from "./use-media-query.ts";

/**
 * The carousel's moving track (its own code, loaded shortly before its first move): it loops, plays
 * every `autoplayMs` unless the visitor asked for reduced motion or pressed pause, holds while
 * touched or hovered, follows a swipe, and tells the carousel where it is.
 */
export function CarouselTrack<T>({
  items,
  itemKey,
  renderSlide,
  autoplayMs,
  speedMs,
  spaceBetween = 0,
  stopOnInteraction = false,
  slideClassName,
  paused,
  firstMoveAt,
  onIndex,
  onStop,
}: TrackProps<T>) {
  const t = useKitWords();
  const reduced = useReducedMotion();
  const viewport = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const run = useRef<TrackRun | null>(null);
  const playing = !reduced && !paused;
  const isPlaying = useEffectEvent(() => playing);
  const index = useEffectEvent(onIndex);
  const stop = useEffectEvent(onStop);
  const count = items.length;

  // Placed before the track's first paint, so it shows the slide the plain markup showed.
  useLayoutEffect(() => {
    if (!viewport.current || !strip.current) return;
    const track = runTrack(viewport.current, strip.current, {
      count,
      gap: spaceBetween,
      speedMs,
      autoplayMs,
      firstMoveAt,
      animate: !reduced,
      playing: isPlaying,
      stopOnInteraction,
      onIndex: index,
      onStop: stop,
    });
    run.current = track;
    return () => {
      track.dispose();
      run.current = null;
    };
  }, [count, spaceBetween, speedMs, autoplayMs, firstMoveAt, reduced, stopOnInteraction]);

  useEffect(() => run.current?.plan(), [playing]);

  // The slides render once: a move re-renders the carousel's position, not them.
  const slides = useMemo(() => {
    const slide = (item: T, i: number, clone: boolean) => (
      <div
        key={clone ? `clone-${i}` : itemKey(item)}
        className={`${styles.slide} ${slideClassName ?? ""}`}
        role={clone ? undefined : "group"}
        aria-label={clone ? undefined : t("ui.carousel.slide", { index: i + 1, count: items.length })}
        aria-hidden={clone || undefined}
        inert={clone || undefined}
        data-slide={clone ? undefined : i}
      >
        {renderSlide(item, i)}
      </div>
    );
    const last = items.length - 1;
    return [slide(items[last]!, last, true), ...items.map((item, i) => slide(item, i, false)), slide(items[0]!, 0, true)];
  }, [items, itemKey, renderSlide, slideClassName, t]);

  return (
    <div ref={viewport} className={styles.viewport} data-track="">
      <div ref={strip} className={styles.strip}>
        {slides}
      </div>
    </div>
  );
}
