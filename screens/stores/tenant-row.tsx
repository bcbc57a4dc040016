import { Link } from "react-router";
import type { TenantItem } from "../../schemas/api/tenants.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Icon } from "../../engine/ui/icon.tsx";
import { openingHours, tenantName } from "./tenant-text.ts";
import styles from "./tenant-row.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { storeWordsMessages } from "./store-words.messages.ts";

/** What a store row shows: a list's tenant, or any answer with the same fields. */
export type TenantRowData = Pick<TenantItem, "tnt_seq" | "tnt_nm_ko" | "tnt_nm_en" | "fl" | "img_logo_uri" | "img_mobi_logo_uri" | "cate_nm" | "opn_hr"> &
  Partial<Pick<TenantItem, "have_evt" | "have_cpn">>;

interface Props {
  tenant: TenantRowData;
  /** Where the row leads (storePath), or … */
  to?: string | null;
  /** … what a tap does (a map pin's list opens the popup). */
  onOpen?: () => void;
  /** Extra text under the hours (a restaurant's signature dish, a rank). */
  extra?: string;
}

/**
 * One store in a list: logo, name, floor and category, opening hours ("ask the store" when the data
 * has none: unknown is not closed), event and coupon marks. Render inside a <ul>.
 */
export function TenantRow({ tenant: t, to: target, onOpen, extra }: Props) {
  const to = target ?? undefined;
  const w = useMessages(storeWordsMessages);
  const { locale } = useMall();
  const name = tenantName(t, locale);
  const hours = openingHours(t.opn_hr);
  const logo = t.img_mobi_logo_uri || t.img_logo_uri;
  // The row is named by what it shows, the store's name first, then the facts (WCAG 2.5.3, Label
  // in Name: a voice user says the words they see).
  const body = (
    <>
      {logo ? (
        <img className={styles.logo} src={logo} alt="" width={48} height={48} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.logo} aria-hidden="true" />
      )}
      {/* Spaces between the parts: the row's name is its text, read as words, not run together. */}
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>{" "}
        <span className={styles.details}>
          <span className={styles.meta}>{[t.fl, t.cate_nm].filter(Boolean).join(" · ")}</span>{" "}
          <span className={styles.meta}>{hours ? w("stores.row.hours", hours) : w("stores.row.hoursUnknown")}</span>{" "}
          {extra && <span className={styles.meta}>{extra}</span>}
          {(t.have_evt === "Y" || t.have_cpn === "Y") && (
            <span className={styles.marks}>
              {t.have_evt === "Y" && <span className={styles.mark}>{w("stores.row.event")}</span>}
              {t.have_cpn === "Y" && <span className={styles.mark}>{w("stores.row.coupon")}</span>}
            </span>
          )}
        </span>
      </span>
      {(to !== undefined || onOpen !== undefined) && <Icon name="chevron" size={20} className={styles.chevron} />}
    </>
  );
  return (
    <li className={styles.item}>
      {to !== undefined ? (
        <Link to={to} className={`${styles.row} ${styles.action}`}>
          {body}
        </Link>
      ) : onOpen !== undefined ? (
        <button type="button" className={`${styles.row} ${styles.action}`} onClick={onOpen}>
          {body}
        </button>
      ) : (
        <div className={styles.row}>{body}</div>
      )}
    </li>
  );
}
