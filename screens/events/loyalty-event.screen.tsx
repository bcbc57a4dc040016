import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { ListRow } from "../../engine/ui/list-row.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./partner-card.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { eventPagesMessages } from "./event-pages.messages.ts";

/**
 * The purchase-gift (loyalty) event page (loyaltyEvent, Suwon's too): the spec names the route
 * without content, so it is an information page that explains the gifts and leads to the running
 * events, the coupons and, for members, their purchases.
 */
export default function LoyaltyEventScreen() {
  const t = useMessages(eventPagesMessages);
  const { mall, locale } = useMall();
  const href = useScreenHrefs();
  const links = [
    { title: "loyalty.events", to: href("eventList") },
    { title: "loyalty.coupons", to: href("couponList") },
    { title: "loyalty.receipts", to: href("receipts") },
  ] as const;
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("loyalty.heading")}</h1>
      <p>{t("loyalty.intro")}</p>
      <ol className={styles.steps}>
        <li>{t("loyalty.step.buy", { mall: mall?.name[locale] ?? "" })}</li>
        <li>{t("loyalty.step.receipt")}</li>
        <li>{t("loyalty.step.desk")}</li>
      </ol>
      <p className={styles.note}>{t("loyalty.note")}</p>
      <ul className={styles.links}>{links.map((l) => l.to !== null && <ListRow key={l.title} title={t(l.title)} to={l.to} />)}</ul>
    </div>
  );
}
