import type { BrandVariant } from "../../schemas/screens/common.ts";

// Pages that more than one screen area links to (the event screens, the search results, the store page).
// The same screens are mounted by every route set under different paths, so the paths come from the
// mall's variant, never from the screen.

/** An event's detail page: the standard set, Suwon and Granseoul at event/main/:id, Centerfield at eventDetail/:eventId. */
export function eventDetailPath(mallPath: string, variant: BrandVariant, evtSeq: string): string {
  return variant === "centerfield" ? `/${mallPath}/eventDetail/${encodeURIComponent(evtSeq)}` : `/${mallPath}/event/main/${encodeURIComponent(evtSeq)}`;
}

/** A coupon's detail (voucher) page, where the route set has one; Granseoul's has none (null). */
export function couponDetailPath(mallPath: string, variant: BrandVariant, cpSeq: number): string | null {
  if (variant === "granseoul") return null;
  return variant === "centerfield" ? `/${mallPath}/couponeDetail/${cpSeq}` : `/${mallPath}/event/coupon/${cpSeq}`;
}

/** The event list of a mall. */
export function eventListPath(mallPath: string, variant: BrandVariant): string {
  return variant === "centerfield" ? `/${mallPath}/eventList` : `/${mallPath}/event/main`;
}

/** The coupon list of a mall. */
export function couponListPath(mallPath: string, variant: BrandVariant): string {
  if (variant === "centerfield") return `/${mallPath}/couponeList`;
  if (variant === "granseoul") return `/${mallPath}/mypage/coupon`;
  return `/${mallPath}/event/coupon`;
}
