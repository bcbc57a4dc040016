import type { Coupon } from "../../schemas/api/coupons.ts";
import { eventsEndpoints } from "../../schemas/api/events.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { CouponCard } from "./coupon-card.tsx";
import { useCouponHolding } from "./coupon-holder.ts";
import cards from "./coupon-card.module.css";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useCouponDownload } from "./use-coupon-download.ts";
import styles from "./event-detail.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { eventsMessages } from "./events.messages.ts";

interface Props {
  mallPath: string;
  evtSeq: string;
}

/**
 * An event's coupons (evt_cd CPN), in their order, each with the caller's copy so a coupon already
 * taken shows as held; downloading follows the coupon rules (useCouponDownload).
 */
export function EventCoupons({ mallPath, evtSeq }: Props) {
  const t = useMessages(eventsMessages);
  const coupons = useApiQuery(eventsEndpoints.coupon, { params: { mall: mallPath }, input: { evt_seq: evtSeq } });
  const { download, busy } = useCouponDownload();
  const href = useScreenHrefs();

  return (
    <section className={styles.panel} aria-labelledby={`coupons-${evtSeq}`}>
      <h2 className={page.subheading} id={`coupons-${evtSeq}`}>
        {t("events.coupons.heading")}
      </h2>
      <QueryView state={coupons} isEmpty={(d) => d.couponList.length === 0} empty={<EmptyState icon="coupon" title={t("events.coupons.empty")} />}>
        {(d) => (
          <ul className={cards.list}>
            {d.couponList.map((c) => (
              <HeldCoupon
                key={c.cpSeq}
                coupon={c}
                mallPath={mallPath}
                to={href("couponDetail", { couponId: c.cpSeq })}
                busy={busy(c.cpSeq)}
                onDownload={() => void download(c)}
              />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/** A coupon with the caller's copy, asked for on its own (until it answers, the coupon shows as not held). */
function HeldCoupon({ coupon, mallPath, ...rest }: { coupon: Coupon; mallPath: string; to: string | null; busy: boolean; onDownload: () => void }) {
  const holding = useCouponHolding(mallPath, coupon.cpSeq);
  return <CouponCard coupon={coupon} issue={holding.status === "success" ? holding.data.issue : null} titleAs="h3" {...rest} />;
}
