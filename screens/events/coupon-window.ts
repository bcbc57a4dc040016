import { COUPON_WINDOW } from "../../schemas/api/coupons.ts";
import { SEOUL_OFFSET_MS } from "../../engine/format/seoul-calendar.ts";

const secondsOf = (hms: string) => {
  const [h = 0, m = 0, s = 0] = hms.split(":").map(Number);
  return h * 3600 + m * 60 + s;
};
const FROM_S = secondsOf(COUPON_WINDOW.from);
const TO_S = secondsOf(COUPON_WINDOW.to);
const DAY_S = 24 * 3600;

/**
 * Whether coupons can be issued now: the daily window 10:00:01-22:00:00 in Seoul (spec part-1 §9),
 * both ends included, whatever zone the phone is in. The server enforces it too; asking first spares
 * a call and says why at once.
 */
export function couponWindowOpen(nowMs: number): boolean {
  const second = Math.floor((nowMs + SEOUL_OFFSET_MS) / 1000);
  const ofDay = ((second % DAY_S) + DAY_S) % DAY_S;
  return ofDay >= FROM_S && ofDay <= TO_S;
}
