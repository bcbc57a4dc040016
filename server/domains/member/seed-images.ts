import { svgDoc, text } from "../../seed/svg-kit.ts";

// The VIP club popup's image (public/images/seed/member/vip-club.svg).

export const VIP_CLUB_IMAGE = "/images/seed/member/vip-club.svg";

export function renderVipClub(): string {
  const gold = "#d8b46a";
  return svgDoc(
    600,
    400,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3dc9e"/><stop offset="1" stop-color="#a87b32"/></linearGradient></defs>` +
      `<rect width="600" height="400" fill="#15171c"/><circle cx="520" cy="60" r="180" fill="${gold}" opacity=".08"/><rect x="24" y="24" width="552" height="352" rx="14" fill="none" stroke="url(#g)" stroke-width="2"/>` +
      `<path d="M246 140 262 84l38 30 38-30 16 56z" fill="url(#g)"/><rect x="246" y="146" width="108" height="10" rx="3" fill="url(#g)"/>` +
      `<text x="300" y="232" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-size="54" font-weight="700" letter-spacing="8" fill="url(#g)">VIP CLUB</text>` +
      text(300, 290, "VIP 라운지 · 발레파킹 · 전용 쿠폰", { size: 22, fill: "#e9e2d0", anchor: "middle" }) +
      text(300, 340, "FIELD MALL HANAM", { size: 14, weight: 700, fill: gold, anchor: "middle" }),
  );
}

/** Every member image, by URI → SVG text. */
export function memberImages(): Map<string, string> {
  return new Map([[VIP_CLUB_IMAGE, renderVipClub()]]);
}
