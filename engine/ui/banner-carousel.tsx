import { useMemo, type MouseEvent } from "react";
import type * as z from "zod/mini";
import type { bannerItem } from "../../schemas/api/content.ts";
import { hasWebviewMarkers } from "../bridge/webview-markers.ts";
import { classifyLink } from "../links/classify-link.ts";
import { DataLink } from "../links/data-link.tsx";
import { useLinkEnvironment } from "../links/link-policy-context.ts";
import { isModifiedClick } from "../links/open-link.ts";
import { useAppHandover } from "../links/use-app-handover.ts";
import styles from "./banner-carousel.module.css";
import box from "./banner-box.module.css";
import { Carousel } from "./carousel.tsx";
import { imageLoading } from "./image-loading.ts";

/** A banner as the API gives it (main, strip, program page, Granseoul). */
export type Banner = z.infer<typeof bannerItem>;

/** The spec's banner slider (part-1 §9): 3000 ms a slide, 12 px between slides, 250 ms a move. */
export const BANNER_AUTOPLAY_MS = 3000;
export const BANNER_SPACE_PX = 12;
export const BANNER_SPEED_MS = 250;

const windowAssign = (url: string) => window.location.assign(url);

/**
 * A banner's image as a link (part-1 §3 Banner): linkUrl is an app route (linkType I) or a link the
 * classifier decides on; inside the app a banner with an app deep link (stmUrl) hands over to the
 * app, with its web page after 2000 ms if no app takes over. `onTap` runs first (the hit log).
 */
export function BannerLink({ banner, eager = false, onTap }: { banner: Banner; eager?: boolean; onTap?: (banner: Banner) => void }) {
  const { policy, assign = windowAssign } = useLinkEnvironment();
  const app = useMemo(() => (banner.stmUrl ? classifyLink(banner.stmUrl, policy) : null), [banner.stmUrl, policy]);
  const web = useMemo(() => classifyLink(banner.linkUrl, policy), [banner.linkUrl, policy]);
  const handOver = useAppHandover(assign);
  const tap = (event: MouseEvent<HTMLAnchorElement>) => {
    onTap?.(banner);
    if (app?.kind !== "app" || isModifiedClick(event) || !hasWebviewMarkers(navigator.userAgent)) return;
    const webUrl = web.kind === "internal" ? new URL(web.path, window.location.href).href : web.kind === "external" ? web.url : null;
    if (webUrl === null) return;
    event.preventDefault();
    handOver(app.url, webUrl);
  };
  const image = <img className={styles.image} src={banner.imgUri} alt={banner.bnTitl} width={750} height={420} {...imageLoading(eager)} decoding="async" />;
  return (
    <DataLink href={banner.linkUrl} className={styles.link} onClick={tap}>
      {image}
    </DataLink>
  );
}

export interface BannerCarouselProps {
  banners: readonly Banner[];
  /** The carousel's accessible name. */
  label: string;
  onTap?: (banner: Banner) => void;
  className?: string;
}

/** Banners in the spec's slider: the first one plain at first paint, the slider after it (engine/ui/carousel.tsx). */
export function BannerCarousel({ banners, label, onTap, className }: BannerCarouselProps) {
  return (
    <Carousel
      items={banners}
      label={label}
      itemKey={(b) => b.bnSeq}
      renderSlide={(b, i) => <BannerLink banner={b} eager={i === 0} onTap={onTap} />}
      autoplayMs={BANNER_AUTOPLAY_MS}
      speedMs={BANNER_SPEED_MS}
      spaceBetween={BANNER_SPACE_PX}
      slideClassName={box.box}
      className={className}
    />
  );
}
