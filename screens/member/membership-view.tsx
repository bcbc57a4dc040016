import { Suspense, useEffect, useState } from "react";
import { memberEndpoints } from "../../schemas/api/member.ts";
import type { ScreenId } from "../../schemas/screen-ids.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import type { SaveNotice } from "../../engine/forms/use-switch-saves.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenHrefs, type ScreenHrefs, type ScreenTarget } from "../../engine/routing/screen-href.ts";
import { useServices } from "../../engine/services/services.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Barcode, BarcodePlaceholder } from "../../engine/ui/barcode.tsx";
import { ListRow } from "../../engine/ui/list-row.tsx";
import { Skeleton, SkeletonText } from "../../engine/ui/skeleton.tsx";
import { WhenVisible } from "../../engine/ui/when-visible.tsx";
import { SaveNoticeLine } from "../../engine/ui/save-notice.tsx";
import { HomeBranchPicker } from "../../engine/settings/home-branch-picker.tsx";
import page from "./member-page.module.css";
import { PointSiteLink } from "./point-site-link.tsx";
import styles from "./membership-view.module.css";
import { useKitWords, type KitId } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { homeBranchMessages } from "../../engine/settings/home-branch.messages.ts";
import { membershipMessages } from "./membership.messages.ts";
import { lazyPart } from "../../engine/routing/lazy-part.ts";

// The stamp card (its calls, and the stamp flow on a tap) loads as it scrolls into view.
const StampCard = lazyPart(() => import("./membership-stamp-card.tsx").then((m) => ({ default: m.StampCard })));

type Variant = "standard" | "centerfield" | "suwon" | "granseoul";
type MemberLink = { to: (href: ScreenHrefs) => string | null; title: KitId; feature?: string; framed?: boolean };

const link = <S extends ScreenId>(target: ScreenTarget<S>, title: KitId, more: Omit<MemberLink, "to" | "title"> = {}): MemberLink => ({
  to: (href) => href(target),
  title,
  ...more,
});

/**
 * The member pages beside the membership page, in this order, where the mall mounts them. Inside a
 * frame that already leads to receipts and security (myinfo, Granseoul's my page) those are left out.
 */
const MEMBER_LINKS: readonly MemberLink[] = [
  link("manageMyInfo", "route.myInfoEdit"),
  link({ screen: "manageMyInfo", where: { section: "membership" } }, "route.membershipUpdate"),
  link("receipts", "route.receipts", { feature: "receipts", framed: true }),
  link({ screen: "favorites", where: { kind: "stores" } }, "route.favoriteStores"),
  link({ screen: "favorites", where: { kind: "events" } }, "route.favoriteEvents"),
  link("mySecurity", "route.security", { framed: true }),
  link("withdrawal", "route.withdrawal"),
];

const VIP_SHOWN_KEY = "vipPop.shown";

/** The stamp card's usual height (heading, count, stamps, status and a button), kept for it while it loads. */
const STAMP_CARD_ROOM = "15.5rem";

/** Whether the VIP popup was shown to this member in this browser session (it shows once a visit). */
function vipPopShown(custId: string): boolean {
  try {
    return window.sessionStorage.getItem(VIP_SHOWN_KEY) === custId;
  } catch {
    return false;
  }
}

function markVipPopShown(custId: string): void {
  try {
    window.sessionStorage.setItem(VIP_SHOWN_KEY, custId);
  } catch {
    // Storage refused (private mode): the popup may show again on the next visit of the page.
  }
}

/**
 * The membership page's content (my{product}, MyPageMemberShip, myinfo/membership, Suwon, Centerfield,
 * Granseoul): the member's card as a scannable barcode, the VIP tier where the mall runs the VIP
 * club (with its popup once a visit), points on the point-card site, the home branch, this month's
 * stamp card where the mall runs stamp events, and the route set's other member pages.
 */
export function MembershipView({ variant, inMyInfo }: { variant: Variant; inMyInfo: boolean }) {
  const t = useMessages(homeBranchMessages, membershipMessages);
  const kit = useKitWords();
  const { mall } = useMall();
  const { member, custId } = useSession();
  const { dialogs } = useServices();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const features: readonly string[] = mall?.features ?? [];
  const vipClub = features.includes("vipClub");
  const [notice, setNotice] = useState<SaveNotice>(null);

  const vip = useApiQuery(memberEndpoints.vipPop, { params: { mall: mallPath } }, { enabled: vipClub });
  const popup = vip.status === "success" && vip.data.popYn === "Y" ? vip.data.popup : null;

  useEffect(() => {
    if (popup === null || custId === null || vipPopShown(custId)) return;
    markVipPopShown(custId);
    void dialogs.alert({ title: popup.title, text: popup.cont, ...(popup.imgUrl ? { image: { src: popup.imgUrl, alt: "" } } : {}) });
  }, [popup, custId, dialogs]);

  const href = useScreenHrefs();
  // Granseoul's membership page is always inside its my page frame.
  const framed = inMyInfo || variant === "granseoul";
  const links = MEMBER_LINKS.filter((l) => (l.feature === undefined || features.includes(l.feature)) && !(framed && l.framed)).flatMap((l) => {
    const to = l.to(href);
    return to === null ? [] : [{ to, title: l.title }];
  });
  const card = member?.stf_point_card_num ?? "";
  const tier = vip.status === "success" && vip.data.vipYn === "Y" ? vip.data.vipGrade : "";

  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit("route.myMembership")}</h1>
      <section aria-labelledby="membership-card" className={styles.card}>
        <h2 id="membership-card" className={page.subheading}>
          {t("membership.card")}
        </h2>
        {member === null ? (
          // The member's record not in yet (the page as the HTML shows it while the session is
          // checked, docs/decisions/0060): the holder's line and the card's place, not "no card".
          <>
            <p className={styles.holder}>
              <Skeleton width="6em" height="1lh" />
            </p>
            <div className={styles.barcode}>
              <BarcodePlaceholder />
            </div>
          </>
        ) : (
          <>
            {member.mbr_nm && <p className={styles.holder}>{t("membership.holder", { name: member.mbr_nm })}</p>}
            {tier !== "" && <p className={styles.tier}>{t("membership.vipTier", { tier })}</p>}
            {card !== "" ? (
              <div className={styles.barcode}>
                <Barcode value={card} label={t("membership.barcode")} />
              </div>
            ) : (
              <p className={styles.muted}>{t("membership.noCard")}</p>
            )}
          </>
        )}
        <p className={styles.muted}>{t("membership.cardHint")}</p>
      </section>

      <section aria-labelledby="membership-points" className={page.section}>
        <h2 id="membership-points" className={page.subheading}>
          {t("membership.points")}
        </h2>
        <p className={styles.muted}>{t("membership.pointsNote")}</p>
        <PointSiteLink mallPath={mallPath} page="pointHistory">
          {t("membership.pointHistory")}
        </PointSiteLink>
      </section>

      <section aria-labelledby="membership-branch" className={page.section}>
        <h2 id="membership-branch" className={page.subheading}>
          {t("myInfoEdit.branch")}
        </h2>
        <HomeBranchPicker onNotice={setNotice} />
        <SaveNoticeLine notice={notice} />
      </section>

      {features.includes("stamps") && mall?.code !== undefined && (
        <WhenVisible minHeight={STAMP_CARD_ROOM}>
          <Suspense
            fallback={
              <div style={{ minHeight: STAMP_CARD_ROOM }}>
                <SkeletonText lines={3} />
              </div>
            }
          >
            <StampCard mallPath={mallPath} bcnCd={mall.code} room={STAMP_CARD_ROOM} />
          </Suspense>
        </WhenVisible>
      )}

      {links.length > 0 && (
        <nav aria-label={t("membership.more")}>
          <ul className={styles.links}>
            {links.map((l) => (
              <ListRow key={l.to} title={kit(l.title)} to={l.to} />
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** This month's stamp card of the mall (the membership-page family of the stamp calls), read only: stamps are taken on the event page. */
