import type { TenantItem } from "../../schemas/api/tenants.ts";
import { PhoneLink } from "../../engine/links/phone-link.tsx";
import { openingHours, phoneNumbers } from "./tenant-text.ts";
import styles from "./store-facts.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { storeDetailMessages } from "./store-detail.messages.ts";
import { storeWordsMessages } from "./store-words.messages.ts";

/**
 * A store's facts as a description list: floor, category, opening hours (unknown hours ask the store,
 * never read as closed) and its phone numbers as PhoneLinks (a tel: link; the bridge's call in the app).
 */
export function StoreFacts({ tenant: t }: { tenant: Pick<TenantItem, "fl" | "cate_nm" | "mama_cate_nm" | "opn_hr" | "tnt_tels"> }) {
  const f = useMessages(storeDetailMessages, storeWordsMessages);
  const hours = openingHours(t.opn_hr);
  const phones = phoneNumbers(t.tnt_tels);
  const category = [t.mama_cate_nm, t.cate_nm].filter((c, i, all) => c && all.indexOf(c) === i).join(" · ");
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{f("store.floor")}</dt>
        <dd>{t.fl}</dd>
      </div>
      {category && (
        <div className={styles.fact}>
          <dt>{f("store.category")}</dt>
          <dd>{category}</dd>
        </div>
      )}
      <div className={styles.fact}>
        <dt>{f("store.hours")}</dt>
        <dd>{hours ? f("stores.row.hours", hours) : f("stores.row.hoursUnknown")}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{f("store.phone")}</dt>
        <dd>
          {phones.length === 0
            ? f("store.noPhone")
            : phones.map((p) => (
                <PhoneLink key={p} phone={p} className={styles.phone} aria-label={f("stores.phone", { phone: p })}>
                  {p}
                </PhoneLink>
              ))}
        </dd>
      </div>
    </dl>
  );
}
