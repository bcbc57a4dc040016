import { useLocation } from "react-router";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { SectionFrame } from "./section-frame.tsx";
import { useKitWords, type KitId } from "../../engine/i18n/use-kit-words.ts";
// The membership view ships with the screen: it is the page (its heading with it) on every route
// but Granseoul's receipt and coupon tabs. A part of its own made the member's first render show a
// skeleton where the page's HTML had the page, for React's 300 ms reveal delay (docs/decisions/0060).
import { MembershipView } from "./membership-view.tsx";

/** Granseoul's my page sections, each a route of its own under mypage (the page itself shows the membership). */
const sectionsOf = (href: ReturnType<typeof useScreenHrefs>) =>
  [
    { to: href({ screen: "myPage", where: { tabs: false } }), title: "route.myMembership", frame: true },
    { to: href("receipts"), title: "route.receipts", frame: false },
    { to: href("couponList"), title: "route.myCoupons", frame: false },
  ] satisfies { to: string | null; title: KitId; frame: boolean }[];

/**
 * My page / membership (my{product}, my{product}/main, myinfo/membership, Suwon mypage/membership,
 * Centerfield mypage, Granseoul mypage): the membership page. On Granseoul (props.tabs) it is also
 * the frame of the receipt, coupon and membership tabs, which are the receipts, coupon-list and
 * membership screens in its outlet.
 */
export default function MyPageScreen({ props, route }: ScreenProps<"myPage">) {
  const kit = useKitWords();
  const href = useScreenHrefs();
  const { pathname } = useLocation();
  const inMyInfo = route.path.startsWith("myinfo/");
  if (!props.tabs) return <MembershipView variant={props.variant} inMyInfo={inMyInfo} />;

  const base = href({ screen: "myPage", where: { tabs: true } }) ?? pathname;
  // The frame's own page shows the membership tab; a tab's route shows its screen in the outlet.
  const atFrame = pathname.replace(/\/+$/, "") === base;
  return (
    <SectionFrame
      label={kit("route.myPage")}
      sections={sectionsOf(href).flatMap((tab) => (tab.to === null ? [] : [{ to: tab.to, title: kit(tab.title), ...(tab.frame ? { alsoAt: [base] } : {}) }]))}
      top={atFrame && <MembershipView variant={props.variant} inMyInfo={false} />}
    />
  );
}
