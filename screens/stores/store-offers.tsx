import { Link } from "react-router";
import { searchEndpoints } from "../../schemas/api/search.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import styles from "./tenant-detail.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { storeDetailMessages } from "./store-detail.messages.ts";

interface Props {
  mallPath: string;
  /** The store's Korean name: coupons name their store by it (tnt_nm_ko). */
  nameKo: string;
  haveEvent: boolean;
  haveCoupon: boolean;
}

/**
 * A store's events and coupons. The coupons are the total search's coupons that name this store
 * (tnt_nm_ko equal to the store's Korean name). No endpoint ties an event to a store (the search's
 * events name none), so an event is the detail's have_evt flag with the way to the event list.
 */
export function StoreOffers({ mallPath, nameKo, haveEvent, haveCoupon }: Props) {
  const t = useMessages(storeDetailMessages);
  const { formatDottedDate } = useFormat();
  const href = useScreenHrefs();
  const eventList = href("eventList");
  const couponList = href("couponList");
  const search = useApiQuery(searchEndpoints.totalSearch, { params: { mall: mallPath }, input: { searchKeyword: nameKo } }, { enabled: nameKo.trim() !== "" });
  const coupons = search.status === "success" ? search.data.couponList.filter((c) => c.tnt_nm_ko === nameKo) : [];
  const showCoupons = coupons.length > 0 || haveCoupon;

  return (
    <section className={styles.section} aria-labelledby="store-offers">
      <h2 id="store-offers" className={styles.heading}>
        {t("store.events")}
      </h2>
      {!haveEvent && !showCoupons && <p className={styles.muted}>{t("store.events.none")}</p>}
      {haveEvent && (
        <p className={styles.offer}>
          <span>{t("store.events.running")}</span>
          {eventList !== null && <Link to={eventList}>{t("store.events.toList")}</Link>}
        </p>
      )}
      {coupons.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t("store.coupons.named")}</h3>
          <ul className={styles.coupons}>
            {coupons.map((c) => (
              <li key={c.cpSeq}>
                {/* The total search reads the coupon table: each coupon opens its own page where the route set has one. */}
                {href("couponDetail", { couponId: c.cpSeq }) !== null ? (
                  <Link className={styles.couponName} to={href("couponDetail", { couponId: c.cpSeq })!}>
                    {c.cpNm}
                  </Link>
                ) : (
                  <span className={styles.couponName}>{c.cpNm}</span>
                )}
                <span className={styles.muted}>{t("store.coupons.period", { from: formatDottedDate(c.useStrtDt), to: formatDottedDate(c.useEndDt) })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {showCoupons && (
        <p className={styles.offer}>
          {coupons.length === 0 && <span>{t("store.coupons.running")}</span>}
          {couponList !== null && <Link to={couponList}>{t("store.coupons.toList")}</Link>}
        </p>
      )}
    </section>
  );
}
