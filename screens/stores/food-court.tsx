import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import { storePath } from "./store-links.ts";
import { TenantRow } from "./tenant-row.tsx";
import styles from "./dining.module.css";
import rowStyles from "./tenant-row.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { diningMessages } from "./dining.messages.ts";

interface Props {
  mallPath: string;
  courtKey: string;
}

/** One food court (cafeDining/{foodCourt}.do): its name, floor, hours and seats, its floor map and its stalls. */
export function FoodCourt({ mallPath, courtKey }: Props) {
  const t = useMessages(diningMessages);
  const { locale } = useMall();
  const state = useApiQuery(tenantsEndpoints.foodCourt, { params: { mall: mallPath, foodCourt: courtKey } });
  return (
    <div className={styles.court} aria-busy={state.status === "loading"}>
      <QueryView state={state} isEmpty={() => false} skeleton={<SkeletonText lines={4} />}>
        {({ foodCourt: fc, tntList }) => {
          const name = locale === "en" && fc.fcNmEn.trim() !== "" ? fc.fcNmEn : fc.fcNmKo;
          return (
            <>
              <h2 className={styles.courtName}>{name}</h2>
              <ul className={styles.facts}>
                <li>{t("dining.court.floor", { floor: fc.fl })}</li>
                {fc.opnHr && <li>{t("dining.court.hours", { hours: fc.opnHr })}</li>}
                {fc.seatCnt > 0 && <li>{t("dining.court.seats", { seats: fc.seatCnt })}</li>}
              </ul>
              {fc.mobFloorUri && <img className={styles.map} src={fc.mobFloorUri} alt={t("dining.court.map", { name })} loading="lazy" decoding="async" />}
              <h3 className={styles.stallsHeading}>{t("dining.court.stalls", { name })}</h3>
              {tntList.length === 0 ? (
                <EmptyState icon="dining" title={t("dining.court.emptyStalls")} />
              ) : (
                <ul className={rowStyles.list}>
                  {tntList.map((r) => (
                    <TenantRow
                      key={r.tnt_seq}
                      tenant={r}
                      to={storePath(mallPath, r.tnt_seq)}
                      extra={r.rprs_menu ? t("dining.row.menu", { menu: r.rprs_menu }) : undefined}
                    />
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
