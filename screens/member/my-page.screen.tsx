import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import { SectionFrame } from "./section-frame.tsx";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";

// The membership view is its own chunk: Granseoul's frame shows it only on its own page, not under
// the receipt and coupon tabs, which would otherwise load it (about 7 KiB gzip).
const MembershipView = lazy(() => import("./membership-view.tsx").then((m) => ({ default: m.MembershipView })));

/** Granseoul's my page sections, each a route of its own under mypage (the page itself shows the membership). */
const GRANSEOUL_TABS = [
  { path: "membership", title: "route.myMembership" },
  { path: "receipt", title: "route.receipts" },
  { path: "coupon", title: "route.myCoupons" },
] as const;

/**
 * My page / membership (my{product}, my{product}/main, myinfo/membership, Suwon mypage/membership,
 * Centerfield mypage, Granseoul mypage): the membership page. On Granseoul (props.tabs) it is also
 * the frame of the receipt, coupon and membership tabs, which are the receipts, coupon-list and
 * membership screens in its outlet.
 */
export default function MyPageScreen({ props, route }: ScreenProps<"myPage">) {
  const kit = useKitWords();
  const { mall } = useMall();
  const { pathname } = useLocation();
  const inMyInfo = route.path.startsWith("myinfo/");
  if (!props.tabs)
    return (
      <Suspense fallback={<SkeletonText lines={4} />}>
        <MembershipView variant={props.variant} inMyInfo={inMyInfo} />
      </Suspense>
    );

  const base = `/${mall?.path ?? DEFAULT_MALL_PATH}/${route.path}`;
  // The frame's own page shows the membership tab; a tab's route shows its screen in the outlet.
  const atFrame = pathname.replace(/\/+$/, "") === base;
  return (
    <SectionFrame
      label={kit("route.myPage")}
      sections={GRANSEOUL_TABS.map((tab) => ({ to: `${base}/${tab.path}`, title: kit(tab.title), ...(tab.path === "membership" ? { alsoAt: [base] } : {}) }))}
      top={
        atFrame && (
          <Suspense fallback={<SkeletonText lines={4} />}>
            <MembershipView variant={props.variant} inMyInfo={false} />
          </Suspense>
        )
      }
    />
  );
}
