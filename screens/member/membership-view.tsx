import { lazy, Suspense, useEffect, useState } from "react";
import { memberEndpoints } from "../../schemas/api/member.ts";
import type { MallManifest } from "../../schemas/manifest.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import type { SaveNotice } from "../../engine/forms/use-switch-saves.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useServices } from "../../engine/services/services.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Barcode } from "../../engine/ui/barcode.tsx";
import { ListRow } from "../../engine/ui/list-row.tsx";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import { WhenVisible } from "../../engine/ui/when-visible.tsx";
import { SaveNoticeLine } from "../../engine/ui/save-notice.tsx";
import { HomeBranchPicker } from "./home-branch-picker.tsx";
import page from "./member-page.module.css";
import { PointSiteLink } from "./point-site-link.tsx";
import styles from "./membership-view.module.css";
import { useKitWords, type KitId } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { homeBranchMessages } from "./home-branch.messages.ts";
import { membershipMessages } from "./membership.messages.ts";

// The stamp card (its calls, and the stamp flow on a tap) loads as it scrolls into view.
const StampCard = lazy(() => import("./membership-stamp-card.tsx").then((m) => ({ default: m.StampCard })));

type Variant = "standard" | "centerfield" | "suwon" | "granseoul";
type Link = { to: string; title: KitId; feature?: string };

/** The member pages each route set has beside the membership page (paths relative to the mall). */
function memberLinks(variant: Variant, mall: MallManifest, inMyInfo: boolean): Link[] {
  const my = `my${mall.product}`;
  switch (variant) {
    case "suwon":
      return [
        { to: "mypage/receipt", title: "route.receipts", feature: "receipts" },
        { to: "mypage/favoriteStore", title: "route.favoriteStores" },
        { to: "mypage/favoriteEvent", title: "route.favoriteEvents" },
        { to: "mypage/security", title: "route.security" },
      ];
    case "centerfield":
      return [
        { to: "treceiptList", title: "route.receipts", feature: "receipts" },
        { to: "withdrawal", title: "route.withdrawal" },
      ];
    case "granseoul":
      return [];
    default:
      // Inside myinfo the frame already leads to receipts and security.
      return [
        { to: `${my}/myInfo`, title: "route.myInfoEdit" },
        { to: `${my}/main/membership-update`, title: "route.membershipUpdate" },
        ...(inMyInfo ? [] : ([
          { to: "mobileReceipt", title: "route.receipts", feature: "receipts" },
          { to: "myinfo/security", title: "route.security" },
        ] satisfies Link[])),
      ];
  }
}

const VIP_SHOWN_KEY = "vipPop.shown";

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

  const links = mall ? memberLinks(variant, mall, inMyInfo).filter((l) => l.feature === undefined || features.includes(l.feature)) : [];
  const card = member?.stf_point_card_num ?? "";
  const tier = vip.status === "success" && vip.data.vipYn === "Y" ? vip.data.vipGrade : "";

  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit("route.myMembership")}</h1>
      <section aria-labelledby="membership-card" className={styles.card}>
        <h2 id="membership-card" className={page.subheading}>
          {t("membership.card")}
        </h2>
        {member?.mbr_nm && <p className={styles.holder}>{t("membership.holder", { name: member.mbr_nm })}</p>}
        {tier !== "" && <p className={styles.tier}>{t("membership.vipTier", { tier })}</p>}
        {card !== "" ? (
          <div className={styles.barcode}>
            <Barcode value={card} label={t("membership.barcode")} />
          </div>
        ) : (
          <p className={styles.muted}>{t("membership.noCard")}</p>
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
        <WhenVisible minHeight="12rem">
          <Suspense fallback={<SkeletonText lines={3} />}>
            <StampCard mallPath={mallPath} bcnCd={mall.code} />
          </Suspense>
        </WhenVisible>
      )}

      {links.length > 0 && (
        <nav aria-label={t("membership.more")}>
          <ul className={styles.links}>
            {links.map((l) => (
              <ListRow key={l.to} title={kit(l.title)} to={`/${mallPath}/${l.to}`} />
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** This month's stamp card of the mall (the membership-page family of the stamp calls), read only: stamps are taken on the event page. */
