import { Link } from "react-router";
import type { Coupon, CouponIssue } from "../../schemas/api/coupons.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { Button } from "../../engine/ui/button.tsx";
import styles from "./coupon-card.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { couponsMessages } from "./coupons.messages.ts";

export interface CouponCardProps {
  coupon: Coupon;
  /** The caller's copy, when they hold it. */
  issue: CouponIssue | null;
  /** The coupon's page (voucher); null where the route set has none. */
  to: string | null;
  /** Opens the held coupon where there is no page for it (Granseoul's my coupons). */
  onOpen?: () => void;
  onDownload: () => void;
  busy: boolean;
  /** The title's heading level under the list's own heading (default h2, under the page's h1). */
  titleAs?: "h2" | "h3" | "h4";
}

/**
 * One coupon: the store, the benefit, the title, when it can be used, how many are left; then what
 * the caller can do: download it, open it once held ("already issued" is a state, not an error), or
 * nothing once used or sold out.
 */
export function CouponCard({ coupon, issue, to, onOpen, onDownload, busy, titleAs: Title = "h2" }: CouponCardProps) {
  const t = useMessages(couponsMessages);
  const { formatShortDate } = useFormat();
  const soldOut = issue === null && coupon.remainQty !== null && coupon.remainQty <= 0;
  const used = issue?.useYn === "Y";

  let action;
  if (used) action = <span className={styles.state}>{t("coupons.state.used")}</span>;
  else if (issue !== null)
    action =
      to !== null ? (
        <Link to={to} className={styles.view} aria-label={t("coupons.view.name", { title: coupon.cpTitl })}>
          {t("coupons.view")}
        </Link>
      ) : onOpen !== undefined ? (
        <button type="button" className={styles.view} onClick={onOpen} aria-label={t("coupons.view.name", { title: coupon.cpTitl })}>
          {t("coupons.view")}
        </button>
      ) : (
        <span className={styles.state}>{t("coupons.state.issued")}</span>
      );
  else if (soldOut) action = <span className={styles.state}>{t("coupons.soldOut")}</span>;
  else
    action = (
      <Button size="sm" aria-busy={busy} onClick={onDownload} aria-label={t("coupons.download.name", { title: coupon.cpTitl })}>
        {t("coupons.download")}
      </Button>
    );

  const title =
    to !== null ? (
      <Link to={to} className={styles.titleLink}>
        {coupon.cpTitl}
      </Link>
    ) : (
      coupon.cpTitl
    );

  return (
    <li className={used || soldOut ? `${styles.card} ${styles.spent}` : styles.card}>
      <img className={styles.image} src={coupon.imgUri} alt="" width={72} height={72} loading="lazy" />
      <div className={styles.body}>
        <p className={styles.store}>
          {coupon.tntNmKo ?? t("coupons.store.all")}
          {coupon.mbrOnlyYn === "Y" && <span className={styles.badge}>{t("coupons.membersOnly")}</span>}
        </p>
        <strong className={styles.benefit}>{coupon.dcTxt}</strong>
        <Title className={styles.title}>{title}</Title>
        <p className={styles.meta}>{t("coupons.use", { from: formatShortDate(coupon.useStrtDt), to: formatShortDate(coupon.useEndDt) })}</p>
        {issue === null && coupon.remainQty !== null && coupon.remainQty > 0 && (
          <p className={styles.meta}>{t("coupons.remain", { count: coupon.remainQty })}</p>
        )}
      </div>
      <div className={styles.action}>{action}</div>
    </li>
  );
}
