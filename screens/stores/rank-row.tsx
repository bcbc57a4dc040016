import type { ReactNode } from "react";
import { Link } from "react-router";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Icon } from "../../engine/ui/icon.tsx";
import { tenantName } from "./tenant-text.ts";
import styles from "./showcase.module.css";
import rowStyles from "./tenant-row.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { showcaseMessages } from "./showcase.messages.ts";

/**
 * A ranked store (hot places): its rank and name, leading to the store. The ranking answer carries
 * only the names (TNT_NM_KO/EN), so the row shows no floor or hours it does not know. Render inside an <ol>.
 */
export function RankRow({ rank, tenant, to }: { rank: number; tenant: { tnt_nm_ko: string; tnt_nm_en: string }; to: string | null }) {
  const t = useMessages(showcaseMessages);
  const { locale } = useMall();
  return (
    <li className={rowStyles.item}>
      <RowLink to={to}>
        <span className={styles.rank}>{t("showcase.rank", { rank })}</span>
        <span className={rowStyles.text}>
          <span className={rowStyles.name}>{tenantName(tenant, locale)}</span>
        </span>
        <Icon name="chevron" size={20} className={rowStyles.chevron} />
      </RowLink>
    </li>
  );
}

function RowLink({ to, children }: { to: string | null; children: ReactNode }) {
  return to === null ? (
    <span className={rowStyles.row}>{children}</span>
  ) : (
    <Link to={to} className={`${rowStyles.row} ${rowStyles.action}`}>
      {children}
    </Link>
  );
}
