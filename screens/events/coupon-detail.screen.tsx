import { Link } from "react-router";
import type { Coupon, CouponIssue } from "../../schemas/api/coupons.ts";
import { couponDetailQuery } from "../../schemas/screens/query.ts";
import { isApiError } from "../../engine/api/errors.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { LoadingPage } from "../../engine/ui/loading-page.tsx";
import { useFormat } from "../../engine/format/use-format.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useScreenHref } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import page from "../../engine/ui/page.module.css";
import { useCouponHolding } from "./coupon-holder.ts";
import { CouponVoucher } from "./coupon-voucher.tsx";
import { useCouponDownload } from "./use-coupon-download.ts";
import styles from "./coupon-detail.module.css";
import { NotFoundPage } from "./not-found-page.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { couponsMessages } from "./coupons.messages.ts";

export const query = couponDetailQuery;

/** A coupon number from the path or the query, or null when it is not one. */
function couponNumber(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/**
 * A coupon (event/coupon/{couponId}, Centerfield couponeDetail/{couponId} and couponDetail?cpSeq=,
 * Suwon event/coupon/{id}): what it gives, where and when, its conditions; the download for who does
 * not hold it yet, the voucher (barcode, numbers, use once) for who does.
 */
export default function CouponDetailScreen({ params }: ScreenProps<"couponDetail">) {
  const [query] = useScreenQuery(couponDetailQuery);
  const t = useMessages(couponsMessages);
  const { mall } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const cpSeq = couponNumber(params.couponId ?? params.id ?? query.cpSeq);
  const holding = useCouponHolding(mallPath, cpSeq ?? 1, cpSeq !== null);
  const notFound =
    cpSeq === null || (holding.status === "error" && isApiError(holding.error) && holding.error.info.kind === "http" && holding.error.info.status === 404);
  const toList = useScreenHref("couponList");

  if (notFound) return <NotFoundPage title={t("coupons.detail.notFound")} icon="coupon" to={toList} toLabel={t("coupons.toList")} />;

  return (
    <article className={page.page}>
      <QueryView state={holding} skeleton={<LoadingPage titleId="route.couponDetail" />}>
        {(d) => <CouponBody mallPath={mallPath} coupon={d.coupon} issue={d.issue} />}
      </QueryView>
      {toList !== null && (
        <Link to={toList} className={styles.toList}>
          {t("coupons.toList")}
        </Link>
      )}
    </article>
  );
}

function CouponBody({ mallPath, coupon, issue }: { mallPath: string; coupon: Coupon; issue: CouponIssue | null }) {
  const t = useMessages(couponsMessages);
  const { formatShortDate } = useFormat();
  const { download, busy } = useCouponDownload();
  const soldOut = coupon.remainQty !== null && coupon.remainQty <= 0;
  return (
    <>
      <header className={styles.header}>
        <img className={styles.image} src={coupon.imgUri} alt="" width={96} height={96} />
        <div className={styles.headText}>
          <p className={styles.store}>{coupon.tntNmKo ?? t("coupons.store.all")}</p>
          <h1 className={page.title}>{coupon.cpTitl}</h1>
          <p className={styles.benefit}>
            <span className={styles.label}>{t("coupons.detail.benefit")}</span> {coupon.dcTxt}
          </p>
        </div>
      </header>
      <ul className={styles.facts}>
        <li>{t("coupons.use", { from: formatShortDate(coupon.useStrtDt), to: formatShortDate(coupon.useEndDt) })}</li>
        <li>{t("coupons.detail.downloadPeriod", { from: formatShortDate(coupon.downStrtDt), to: formatShortDate(coupon.downEndDt) })}</li>
        {coupon.mbrOnlyYn === "Y" && <li>{t("coupons.membersOnly")}</li>}
        {issue === null && coupon.remainQty !== null && <li>{soldOut ? t("coupons.soldOut") : t("coupons.remain", { count: coupon.remainQty })}</li>}
      </ul>
      {issue !== null ? (
        <CouponVoucher mallPath={mallPath} coupon={coupon} issue={issue} />
      ) : (
        <Button block disabled={soldOut} aria-busy={busy(coupon.cpSeq)} onClick={() => void download(coupon)}>
          {t(soldOut ? "coupons.soldOut" : "coupons.download")}
        </Button>
      )}
      <section className={page.section} aria-labelledby={`conditions-${coupon.cpSeq}`}>
        <h2 className={page.subheading} id={`conditions-${coupon.cpSeq}`}>
          {t("coupons.detail.conditions")}
        </h2>
        <ul className={styles.conditions}>
          {coupon.cpCont
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean)
            .map((line, i) => (
              <li key={i}>{line}</li>
            ))}
        </ul>
      </section>
    </>
  );
}
