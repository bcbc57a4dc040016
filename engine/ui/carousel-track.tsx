import { useEffect, useState } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { A11y, Autoplay } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import { useKitWords } from "../i18n/use-kit-words.ts";
import type { CarouselProps } from "./carousel.tsx";
import styles from "./carousel.module.css";
import { Icon } from "./icon.tsx";
import { useReducedMotion } from "./use-media-query.ts";

/**
 * The carousel's moving track (Swiper, loaded after first paint): it loops, plays every
 * `autoplayMs` unless the visitor asked for reduced motion or pressed pause, pauses while touched or
 * hovered, and shows where it is ("2 / 6").
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
}: CarouselProps<T>) {
  const t = useKitWords();
  const reduced = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const playing = !reduced && !paused;

  useEffect(() => {
    if (!swiper) return;
    const follow = () => setIndex(swiper.realIndex);
    // Stopped by the visitor's swipe (stopOnInteraction): the button then offers to play again.
    const stopped = () => setPaused(true);
    swiper.on("realIndexChange", follow);
    if (stopOnInteraction) swiper.on("touchEnd", stopped);
    return () => {
      swiper.off("realIndexChange", follow);
      swiper.off("touchEnd", stopped);
    };
  }, [swiper, stopOnInteraction]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  return (
    <>
      <Swiper
        modules={[A11y, Autoplay]}
        onSwiper={setSwiper}
        loop
        speed={speedMs}
        spaceBetween={spaceBetween}
        slidesPerView={1}
        autoplay={{ delay: autoplayMs, disableOnInteraction: stopOnInteraction, pauseOnMouseEnter: !stopOnInteraction, enabled: playing }}
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
      <div className={styles.controls}>
        <span className={styles.position} aria-hidden="true">
          {t("ui.carousel.position", { index: index + 1, count: items.length })}
        </span>
        {!reduced && (
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setPaused((p) => !p)}
            aria-label={t(paused ? "ui.carousel.play" : "ui.carousel.pause")}
          >
            <Icon name={paused ? "play" : "pause"} size={14} />
          </button>
        )}
      </div>
    </>
  );
}
