import { icon, type IconName } from "../../seed/svg-icons.ts";
import { emWidth, hueOf, svgDoc, text } from "../../seed/svg-kit.ts";
import { COUPON_TEMPLATES, type CouponTemplate } from "./seed-text.ts";

// The coupons' ticket images (public/images/seed/coupons/<key>.svg): one per coupon template and one
// per coupon other domains seed (event, treasure-hunt and stamp-tour rewards).

interface Ticket {
  key: string;
  dc: string;
  type: CouponTemplate["type"];
  /** Where it is used, printed under the discount. */
  where: string;
  icon: IconName;
}

const TEMPLATE_ICONS: Record<string, IconName> = {
  cafe: "cup",
  dining: "bowl",
  living: "house",
  parking: "parking",
  kids: "balloon",
  voucher: "won",
  bakery: "bread",
  beauty: "drop",
  cinema: "film",
  sports: "ball",
  burger: "burger",
  books: "book",
};

/** Coupons seeded by the events and stamps domains. */
const OTHER_TICKETS: readonly Ticket[] = [
  { key: "event-1", dc: "3,000원 할인", type: "DC", where: "식음 매장 이벤트 쿠폰", icon: "bowl" },
  { key: "event-2", dc: "음료 1잔", type: "GIFT", where: "이벤트 쿠폰", icon: "cup" },
  { key: "treasure-3", dc: "음료 1잔", type: "GIFT", where: "보물찾기 완주 기념", icon: "gift" },
  { key: "treasure-5", dc: "10,000원", type: "VOU", where: "보물찾기 올클리어", icon: "won" },
  { key: "stamp-reward", dc: "5,000원 할인", type: "DC", where: "스탬프 투어 완주", icon: "star" },
];

const TICKETS: readonly Ticket[] = [
  ...COUPON_TEMPLATES.map((t) => ({ key: t.img, dc: t.dc, type: t.type, where: t.tnt ?? "인포메이션 데스크", icon: TEMPLATE_ICONS[t.img] ?? "ticket" })),
  ...OTHER_TICKETS,
];

/** The image of a coupon: a template's img key, or event-1/2, treasure-3/5, stamp-reward. */
export const couponImageUri = (key: string): string => `/images/seed/coupons/${key}.svg`;

const TYPE_LABEL: Record<CouponTemplate["type"], string> = { DC: "할인 쿠폰", VOU: "금액권", GIFT: "증정 쿠폰" };
const W = 400;
const H = 220;
const CUT = 130;

/** A coupon ticket: a coloured stub with the pictogram, a perforation, and the discount on white. */
export function renderTicket(t: Ticket, n: number): string {
  const h = hueOf(n, 20);
  const color = `hsl(${h},62%,${h >= 40 && h <= 110 ? 36 : 46}%)`;
  const stub = `M16 0H${CUT - 12}A12 12 0 0 0 ${CUT} 12V${H - 12}A12 12 0 0 0 ${CUT - 12} ${H}H16A16 16 0 0 1 0 ${H - 16}V16A16 16 0 0 1 16 0z`;
  const body = `M${CUT + 12} 0H${W - 16}A16 16 0 0 1 ${W} 16V${H - 16}A16 16 0 0 1 ${W - 16} ${H}H${CUT + 12}A12 12 0 0 0 ${CUT} ${H - 12}V12A12 12 0 0 0 ${CUT + 12} 0z`;
  const size = Math.min(42, Math.floor(232 / emWidth(t.dc)));
  return svgDoc(
    W,
    H,
    `<path d="${stub}" fill="${color}"/><path d="${body}" fill="#fff" stroke="hsl(${h},40%,85%)" stroke-width="2"/>` +
      `<path d="M${CUT} 20V${H - 20}" stroke="hsl(${h},40%,80%)" stroke-width="2" stroke-dasharray="6 6"/>` +
      `<circle cx="${CUT / 2}" cy="86" r="40" fill="#fff" opacity=".95"/>${icon(t.icon, CUT / 2, 86, 56, color)}` +
      text(CUT / 2, 170, TYPE_LABEL[t.type], { size: 15, weight: 700, anchor: "middle" }) +
      text(CUT + 24, 50, "FIELD MALL COUPON", { size: 12, weight: 700, fill: `hsl(${h},30%,55%)` }) +
      text(CUT + 24, 120, t.dc, { size, weight: 800, fill: color }) +
      text(CUT + 24, 160, t.where, { size: 15, fill: "#555" }) +
      `<rect x="${CUT + 24}" y="182" width="${W - CUT - 48}" height="3" rx="1.5" fill="hsl(${h},50%,90%)"/>`,
  );
}

/** Every coupon ticket image, by URI → SVG text. */
export function couponImages(): Map<string, string> {
  return new Map(TICKETS.map((t, i) => [couponImageUri(t.key), renderTicket(t, i + 1)]));
}
