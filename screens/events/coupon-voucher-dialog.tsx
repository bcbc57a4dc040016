import type { Coupon, CouponIssue } from "../../schemas/api/coupons.ts";
import { Dialog } from "../../engine/ui/dialog.tsx";
import { CouponVoucher } from "./coupon-voucher.tsx";

/** A held coupon's voucher in a dialog, where the route set has no coupon page (Granseoul). */
export function VoucherDialog({ mallPath, coupon, issue, onClose }: { mallPath: string; coupon: Coupon; issue: CouponIssue; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={coupon.cpTitl}>
      <CouponVoucher mallPath={mallPath} coupon={coupon} issue={issue} />
    </Dialog>
  );
}
