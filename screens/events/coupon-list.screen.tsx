import { Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { couponsEndpoints } from "../../schemas/api/coupons.ts";
import { couponListQuery } from "../../schemas/screens/query.ts";
import { useAppDeviceId } from "../../engine/bridge/use-app-device-id.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { loginWithReturn } from "../../engine/session/mall-paths.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { Tabs } from "../../engine/ui/tabs.tsx";
import page from "../../engine/ui/page.module.css";
import { CouponCard } from "./coupon-card.tsx";
import cards from "./coupon-card.module.css";
import { useCouponDownload } from "./use-coupon-download.ts";
import styles from "./coupon-list.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { couponsMessages } from "./coupons.messages.ts";
import { lazyPart } from "../../engine/routing/lazy-part.ts";

export const query = couponListQuery;

// Granseoul's voucher dialog (the dialog, the voucher, its barcode) loads with the first coupon opened.
const VoucherDialog = lazyPart(() => import("./coupon-voucher-dialog.tsx").then((m) => ({ default: m.VoucherDialog })));

/**
 * The coupon list (coupon, event/coupon, sCoupon, Centerfield couponeList, Suwon coupon and
 * event/coupon; Granseoul's my-page coupon tab as view "my"): every coupon offered now with the
 * caller's status, or the caller's own coupons, paged with "more". A member or an app device
 * downloads here (useCouponDownload); a held coupon opens its voucher page, or on Granseoul, which
 * has none, a dialog.
 */
export default function CouponListScreen({ props }: ScreenProps<"couponList">) {
  const [query, setQuery] = useScreenQuery(couponListQuery);
  const t = useMessages(couponsMessages);
  const { mall } = useMall();
  const { status } = useSession();
  const deviceId = useAppDeviceId();
  const location = useLocation();
  const navigate = useNavigate();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const href = useScreenHrefs();
  const onlyMine = props.view === "my";
  const listType = onlyMine ? "my" : query.tab;
  const member = status === "member";
  const holder = member || typeof deviceId === "string";
  // The caller must be known before the list is asked for: the status in it is theirs.
  const ready = status !== "checking" && deviceId !== undefined;
  const canList = ready && (listType === "all" || holder);
  const list = usePagedList(
    couponsEndpoints.myList,
    { params: { mall: mallPath }, input: { listType, ...(!member && typeof deviceId === "string" ? { uuid: deviceId } : {}) } },
    { enabled: canList },
  );
  const { download, busy } = useCouponDownload();
  // The coupon whose voucher is open, read from the list so a use shows at once.
  const [openedSeq, setOpenedSeq] = useState<number | null>(null);
  const opened = list.state.status === "success" ? (list.state.data.find((c) => c.cpSeq === openedSeq) ?? null) : null;
  const heading = onlyMine ? "coupons.heading.my" : props.view === "sCoupon" ? "coupons.heading.sCoupon" : "coupons.heading";

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t(heading)}</h1>
      {!onlyMine && <p className={styles.intro}>{t("coupons.intro")}</p>}
      {!onlyMine && (
        <Tabs
          label={t("coupons.tabs")}
          fitted
          value={listType}
          onChange={(id) => setQuery("tab", id === "all" ? null : id)}
          items={[
            { id: "all", label: t("coupons.tab.all") },
            { id: "my", label: t("coupons.tab.my") },
          ]}
        />
      )}
      <PagedSection
        list={list}
        label={t("coupons.list")}
        instead={
          ready && !canList ? (
            <EmptyState
              icon="coupon"
              title={t("coupons.my.login")}
              action={
                <Button onClick={() => void navigate(loginWithReturn(mall, `${location.pathname}${location.search}`))}>{t("coupons.my.loginButton")}</Button>
              }
            />
          ) : undefined
        }
        empty={<EmptyState icon="coupon" title={t(listType === "my" ? "coupons.empty.my" : "coupons.empty.all")} />}
      >
        {(rows) => (
          <ul className={cards.list}>
            {rows.map((c) => {
              const to = href("couponDetail", { couponId: c.cpSeq });
              return (
                <CouponCard
                  key={c.cpSeq}
                  coupon={c}
                  issue={c.issue}
                  to={to}
                  {...(to === null ? { onOpen: () => setOpenedSeq(c.cpSeq) } : {})}
                  busy={busy(c.cpSeq)}
                  onDownload={() => void download(c)}
                />
              );
            })}
          </ul>
        )}
      </PagedSection>
      {opened !== null && opened.issue !== null && (
        <Suspense fallback={null}>
          <VoucherDialog mallPath={mallPath} coupon={opened} issue={opened.issue} onClose={() => setOpenedSeq(null)} />
        </Suspense>
      )}
    </div>
  );
}
