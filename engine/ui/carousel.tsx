import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useKitWords } from "../i18n/use-kit-words.ts";
import { imagesShown } from "./images-shown.ts";
import styles from "./carousel.module.css";
import { lazyPart } from "../routing/lazy-part.ts";

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

/** The longest the track waits for the first slide's images to be on screen (ms): a stalled image does not keep it out. */
const FIRST_SLIDE_WAIT_MS = 3000;

// The moving track (Swiper) loads after first paint, and only for two slides or more. If it cannot
// load (offline), the slides stay reachable in a row the visitor scrolls.
const Track = lazyPart(() =>
  import("./carousel-track.tsx").then(
    (m) => ({ default: m.CarouselTrack }),
    () => ({ default: ScrolledRow }),
  ),
);

function ScrolledRow<T>({ items, itemKey, renderSlide, slideClassName }: CarouselProps<T>) {
  return (
    <div className={styles.row}>
      {items.map((item, i) => (
        <div className={`${styles.slide} ${slideClassName ?? ""}`} key={itemKey(item)}>
          {renderSlide(item, i)}
        </div>
      ))}
    </div>
  );
}

/**
 * A carousel of slides: the first slide is plain markup at first paint; with two slides or more the
 * track (Swiper, loaded after first paint) takes over: it plays every `autoplayMs`, loops, pauses
 * while touched, does not play for reduced motion, and has a pause button and a position indicator.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const { items, label, itemKey, renderSlide, slideClassName, className } = props;
  const t = useKitWords();
  const [enhanced, setEnhanced] = useState(false);
  const region = useRef<HTMLElement>(null);
  const several = items.length >= 2;
  // Asked for once the first slide is on screen: its images decoded, then a frame painted. The track
  // renders the slides anew, so taking over earlier would put a new image where the first one had
  // not shown yet: the page's largest paint (a home's banner) would wait for the track's code.
  useEffect(() => {
    if (!several) return;
    const images = [...(region.current?.querySelectorAll("img") ?? [])].filter((img) => img.getAttribute("loading") !== "lazy");
    let live = true;
    void imagesShown(images, FIRST_SLIDE_WAIT_MS).then(() => live && setEnhanced(true));
    return () => void (live = false);
  }, [several]);
  if (items.length === 0) return null;
  const first = (
    <div className={`${styles.slide} ${slideClassName ?? ""}`} key={itemKey(items[0]!)}>
      {renderSlide(items[0]!, 0)}
    </div>
  );
  return (
    <section ref={region} className={`${styles.carousel} ${className ?? ""}`} aria-roledescription={t("ui.carousel.role")} aria-label={label}>
      {enhanced ? (
        <Suspense fallback={first}>
          <Track {...(props as CarouselProps<unknown>)} />
        </Suspense>
      ) : (
        first
      )}
    </section>
  );
}
