import box from "./banner-box.module.css";

/**
 * The banners' box while they load: the same size as the slides (engine/ui/banner-carousel.tsx),
 * so nothing moves when they arrive. Kept apart so a first route shows it without the carousel's code.
 */
export function BannerSkeleton({ className }: { className?: string }) {
  return <div className={`${box.box} ${className ?? ""}`} aria-hidden="true" />;
}
