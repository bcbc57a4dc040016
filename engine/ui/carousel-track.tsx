import { useEffect, useState } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { A11y, Autoplay } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import { useKitWords } from "../i18n/use-kit-words.ts";
import type { TrackProps } from "./carousel.tsx";
import styles from "./carousel.module.css";
import { useReducedMotion } from "./use-media-query.ts";

/**
 * When a track's autoplay runs. Its first move is at `firstMoveAt` (the first slide's time counted
 * from its first paint, before the track took over), then every `autoplayMs` as Swiper plays; a
 * track that came in later than that plays from now on.
 */
export function useAutoplay(swiper: Pick<SwiperInstance, "destroyed" | "slideNext" | "autoplay"> | null, playing: boolean, firstMoveAt: number) {
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (!playing) return void swiper.autoplay.stop();
    const wait = firstMoveAt - performance.now();
    if (wait <= 0) return void (swiper.autoplay.running || swiper.autoplay.start());
    // Swiper starts playing as it starts (its pause on hover and on a hidden page are set up then).
    swiper.autoplay.stop();
    const first = setTimeout(() => {
      if (swiper.destroyed) return;
      swiper.slideNext();
      swiper.autoplay.start();
    }, wait);
    return () => clearTimeout(first);
  }, [swiper, playing, firstMoveAt]);
}

/**
 * The carousel's moving track (Swiper, loaded shortly before its first move): it loops, plays
 * every `autoplayMs` unless the visitor asked for reduced motion or pressed pause, pauses while
 * touched or hovered, and tells the carousel where it is.
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
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    if (!swiper) return;
    const follow = () => onIndex(swiper.realIndex);
    swiper.on("realIndexChange", follow);
    if (stopOnInteraction) swiper.on("touchEnd", onStop);
    return () => {
      swiper.off("realIndexChange", follow);
      swiper.off("touchEnd", onStop);
    };
  }, [swiper, stopOnInteraction, onIndex, onStop]);

  useAutoplay(swiper, !reduced && !paused, firstMoveAt);

  return (
    <Swiper
      modules={[A11y, Autoplay]}
      onSwiper={setSwiper}
      loop
      speed={speedMs}
      spaceBetween={spaceBetween}
      slidesPerView={1}
      // Timed by useAutoplay, so the first move keeps the first slide's time.
      autoplay={{ delay: autoplayMs, disableOnInteraction: stopOnInteraction, pauseOnMouseEnter: !stopOnInteraction }}
      a11y={{
        // The section around the track names the carousel; the slides say where they are.
        containerRoleDescriptionMessage: null,
        itemRoleDescriptionMessage: null,
        slideLabelMessage: t("ui.carousel.slide", { index: "{{index}}", count: "{{slidesLength}}" }),
      }}
    >
      {items.map((item, i) => (
        <SwiperSlide key={itemKey(item)} className={`${styles.slide} ${slideClassName ?? ""}`}>
          {renderSlide(item, i)}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
