import { memberEndpoints } from "../../schemas/api/member.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { DataLink } from "../../engine/links/data-link.tsx";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import page from "./member-page.module.css";
import styles from "./withdrawal.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { withdrawalMessages } from "./withdrawal.messages.ts";

/**
 * Withdrawal (Centerfield withdrawal): the guidance the server gives, and the way to the points
 * membership site where the membership is ended (its link is classified like any link from data).
 */
export default function WithdrawalScreen() {
  const t = useMessages(withdrawalMessages);
  const { mall } = useMall();
  const guidance = useApiQuery(memberEndpoints.signout, { params: { mall: mall?.path ?? DEFAULT_MALL_PATH } });

  return (
    <div className={page.page}>
      <QueryView state={guidance} isEmpty={() => false}>
        {({ signout }) => (
          <>
            <h1 className={page.title}>{signout.title || t("withdrawal.heading")}</h1>
            <ul className={styles.points}>
              {signout.descList.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <DataLink href={signout.signoutUrl} className={styles.go}>
              {t("withdrawal.go")} <span className={styles.note}>{t("withdrawal.newWindow")}</span>
            </DataLink>
          </>
        )}
      </QueryView>
    </div>
  );
}
