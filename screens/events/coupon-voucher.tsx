import { appEndpoints } from "../../schemas/api/app.ts";
import { couponsEndpoints, type Coupon, type CouponIssue } from "../../schemas/api/coupons.ts";
import { useAppDeviceId } from "../../engine/bridge/use-app-device-id.ts";
import { useApiMutation } from "../../engine/data/use-api-mutation.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useSubmit } from "../../engine/forms/use-submit.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { mallByPath } from "../../engine/manifests/bundle.ts";
import { useServices } from "../../engine/services/services.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { Barcode } from "../../engine/ui/barcode.tsx";
import { Button } from "../../engine/ui/button.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./coupon-voucher.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { couponsMessages } from "./coupons.messages.ts";

interface Props {
  mallPath: string;
  coupon: Coupon;
  issue: CouponIssue;
}

/** Groups of four digits, as a certificate number is read out at the till. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

/**
 * The caller's coupon as the till needs it: the certificate number as a scannable barcode (a mobile
 * voucher's own barcode, amount and validity for VOU coupons), and "mark as used" behind a confirm,
 * once: a used coupon says when, and the server refuses a second use.
 */
export function CouponVoucher({ mallPath, coupon, issue }: Props) {
  const t = useMessages(couponsMessages);
  const { dialogs } = useServices();
  const { status, custId } = useSession();
  const deviceId = useAppDeviceId();
  const { formatShortDate } = useFormat();
  const used = issue.useYn === "Y";
  const asDevice = status !== "member" && typeof deviceId === "string";
  const use = useApiMutation(couponsEndpoints.use, { invalidates: [couponsEndpoints.confirm, couponsEndpoints.myList, "events.coupon"] });
  const using = useSubmit(() => use({ params: { mall: mallPath, cpSeq: coupon.cpSeq }, input: asDevice ? { uuid: deviceId } : {} }), {
    words: t,
    httpMessages: { 409: "coupons.use.already", 422: "coupons.error.period" },
    onSuccess: () => void dialogs.alert({ text: t("coupons.use.done") }),
  });
  const confirmUse = async () => {
    if (using.pending) return;
    const yes = await dialogs.confirm({ text: t("coupons.use.confirm"), positive: t("coupons.use.yes"), negative: t("coupons.use.no") });
    if (yes) await using.submit(undefined);
  };

  return (
    <section className={styles.voucher} aria-labelledby={`voucher-${coupon.cpSeq}`}>
      <h2 className={page.subheading} id={`voucher-${coupon.cpSeq}`}>
        {t("coupons.voucher.heading")}
      </h2>
      {issue.vouIssNo !== null && <MobileVoucher mallPath={mallPath} vouIssNo={issue.vouIssNo} custId={custId} deviceId={asDevice ? deviceId : null} />}
      <div className={used ? `${styles.code} ${styles.used}` : styles.code}>
        <Barcode value={issue.certNo} label={t("coupons.voucher.barcode", { digits: issue.certNo })} />
      </div>
      <dl className={styles.numbers}>
        <dt>{t("coupons.voucher.certNo")}</dt>
        <dd className={styles.mono}>{grouped(issue.certNo)}</dd>
        {issue.vouIssNo !== null && (
          <>
            <dt>{t("coupons.voucher.vouIssNo")}</dt>
            <dd className={styles.mono}>{issue.vouIssNo}</dd>
          </>
        )}
      </dl>
      {used ? (
        <p className={styles.state} role="status">
          {t("coupons.voucher.used", { date: formatShortDate(issue.useDttm) })}
        </p>
      ) : (
        <>
          <p className={styles.hint}>{t("coupons.voucher.show")}</p>
          {using.formError !== null && (
            <p className={styles.error} role="alert">
              {using.formError}
            </p>
          )}
          <Button variant="secondary" block aria-busy={using.pending} onClick={() => void confirmUse()}>
            {t("coupons.use.button")}
          </Button>
        </>
      )}
    </section>
  );
}

/** A VOU coupon's mobile voucher (app.voucher for a member, app.voucherDevice for an app device). */
function MobileVoucher({ mallPath, vouIssNo, custId, deviceId }: { mallPath: string; vouIssNo: string; custId: string | null; deviceId: string | null }) {
  const t = useMessages(couponsMessages);
  const bcnCode = mallByPath(mallPath)?.code ?? "";
  const member = useApiQuery(
    appEndpoints.voucher,
    { params: { bcnCode, custid: custId ?? "", vouIssNo, isMember: "Y" } },
    { enabled: deviceId === null && custId !== null && bcnCode !== "" },
  );
  const device = useApiQuery(
    appEndpoints.voucherDevice,
    { params: { bcnCode, custid: "0", vouIssNo, uuId: deviceId ?? "", isMember: "N" } },
    { enabled: deviceId !== null && bcnCode !== "" },
  );
  const state = deviceId !== null ? device : member;
  // The voucher's own details only add to the coupon's number: without them the coupon still works.
  if (state.status !== "success") return null;
  const v = state.data.vouInfo;
  return (
    <div className={styles.mobile}>
      <p className={styles.vouName}>
        {v.vouNm} <strong>{t("coupons.voucher.amount", { amount: v.vouAmt })}</strong>
      </p>
      <p className={styles.hint}>{t("coupons.voucher.valid", { from: v.vldStrtDt, to: v.vldEndDt, mall: v.bcn_nm })}</p>
      <Barcode value={v.barCode} label={t("coupons.voucher.barcode", { digits: v.barCode })} />
    </div>
  );
}
