import { useCallback } from "react";
import { stampCardEndpoints } from "../../schemas/api/stamp-card.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useCustId } from "../../engine/data/use-cust-id.ts";
import { useMachineOnDemand } from "../../engine/flows/use-machine-on-demand.ts";
import { screenHrefsFor } from "../../engine/routing/screen-href.ts";
import { useServices } from "../../engine/services/services.ts";
import { STAMP_OUTCOME_TEXT, stampOutcomeMessages } from "../../engine/stamps/stamp-outcomes.ts";
import { Button } from "../../engine/ui/button.tsx";
import { ListRow } from "../../engine/ui/list-row.tsx";
import page from "./member-page.module.css";
import styles from "./membership-view.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { membershipMessages } from "./membership.messages.ts";

/**
 * The membership page's stamp card: this month's stamp event of the mall, the member's stamps, and
 * today's stamp and the reward coupon through the stamp flow (the membership family's calls).
 */
export function StampCard({ mallPath, bcnCd, room }: { mallPath: string; bcnCd: string; room: string }) {
  const stampPage = (eventMon: string, evtSeq: string) => screenHrefsFor(mallPath)("stampEvent", { eventMon, eventId: evtSeq });
  const t = useMessages(membershipMessages);
  const outcomeText = useMessages(stampOutcomeMessages);
  const { api } = useServices();
  const custId = useCustId();
  const month = useApiQuery(stampCardEndpoints.branchCouponCheck, { params: {}, input: { bcnCd } });
  const evtSeq = month.status === "success" ? month.data.evtSeq : null;
  const card = useApiQuery(stampCardEndpoints.check, { params: {}, input: { evtSeq: evtSeq ?? "" } }, { enabled: evtSeq !== null });
  const noEvent = month.status === "success" && evtSeq === null;
  // The stamp flow (the stamp machine over the membership family's calls) loads with the first tap.
  const loadFlow = useCallback(
    () =>
      Promise.all([import("../../machines/stamp.machine.ts"), import("../../engine/stamps/stamp-actors.ts")]).then(([{ stampMachine }, { stampActors }]) =>
        stampMachine.provide({ actors: stampActors(api, "membership", mallPath, custId ?? "") }),
      ),
    [api, mallPath, custId],
  );
  const flow = useMachineOnDemand(loadFlow, { evtSeq: evtSeq ?? "" });
  const live = flow.snapshot;
  const busy = live !== null && (live.hasTag("busy") || live.matches({ ready: "guarded" }));

  return (
    // The card's room is kept while its calls are out, so the page below it moves only if the card differs.
    <section
      aria-labelledby="membership-stamps"
      className={page.section}
      style={month.status === "loading" || (evtSeq !== null && card.status === "loading") ? { minHeight: room } : undefined}
    >
      <h2 id="membership-stamps" className={page.subheading}>
        {t("membership.stamps")}
      </h2>
      {noEvent ? (
        <p className={styles.muted}>{t("membership.stamps.none")}</p>
      ) : (
        <QueryView state={month.status === "success" ? card : month} isEmpty={() => false}>
          {(checked) => {
            // Once the flow runs, its card is the newer one.
            const c = live?.context.card ?? checked;
            const outcome = live?.context.outcome ?? null;
            return (
              <>
                <p>{t("membership.stamps.count", { count: c.stampCnt, goal: c.stampGoal })}</p>
                <ol className={styles.stamps} aria-hidden="true">
                  {Array.from({ length: c.stampGoal }, (_, i) => (
                    <li key={i} className={i < c.stampCnt ? `${styles.stamp} ${styles.stamped}` : styles.stamp} />
                  ))}
                </ol>
                <p className={styles.muted} role="status">
                  {outcome !== null
                    ? outcomeText(STAMP_OUTCOME_TEXT[outcome])
                    : c.cpIssYn === "Y"
                      ? t("membership.stamps.couponTaken")
                      : c.passYn === "Y"
                        ? t("membership.stamps.passed")
                        : c.todayStampYn === "Y"
                          ? t("membership.stamps.today")
                          : t("membership.stamps.goOn")}
                </p>
                <div className={styles.stampActions}>
                  {c.todayStampYn !== "Y" && (
                    <Button size="sm" aria-busy={busy} aria-disabled={busy || undefined} onClick={() => !busy && flow.send({ type: "stamp.stamp" })}>
                      {t("membership.stamps.stamp")}
                    </Button>
                  )}
                  {c.passYn === "Y" && c.cpIssYn !== "Y" && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-busy={busy}
                      aria-disabled={busy || undefined}
                      onClick={() => !busy && flow.send({ type: "stamp.takeCoupon" })}
                    >
                      {t("membership.stamps.takeCoupon")}
                    </Button>
                  )}
                </div>
                {stampPage(c.eventMon, c.evtSeq) !== null && (
                  <ul className={styles.links}>
                    <ListRow title={t("membership.stamps.open")} to={stampPage(c.eventMon, c.evtSeq)!} />
                  </ul>
                )}
              </>
            );
          }}
        </QueryView>
      )}
    </section>
  );
}
