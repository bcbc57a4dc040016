import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { stampMachine } from "../../machines/stamp.machine.ts";
import { useServices } from "../../engine/services/services.ts";
import { stampActors } from "../../engine/stamps/stamp-actors.ts";
import { Button } from "../../engine/ui/button.tsx";
import { ErrorState } from "../../engine/ui/error-state.tsx";
import page from "../../engine/ui/page.module.css";
import { STAMP_OUTCOME_TEXT as OUTCOME_TEXT, stampOutcomeMessages } from "../../engine/stamps/stamp-outcomes.ts";
import { Calendar, Progress, type BoardProps } from "./stamp-parts.tsx";
import styles from "./stamp-event.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { stampsMessages } from "./stamps.messages.ts";

/** A member's stamp card over the stamp machine with the app family's calls. */
export function MemberBoard({ mallPath, evtSeq, month, goal, running, stampOnArrival, custId }: BoardProps & { custId: string }) {
  const t = useMessages(stampsMessages, stampOutcomeMessages);
  const { api } = useServices();
  const machine = useMemo(() => stampMachine.provide({ actors: stampActors(api, "app", mallPath, custId) }), [api, mallPath, custId]);
  const [snapshot, send] = useMachine(machine, { input: { evtSeq } });
  const { card, outcome, reward } = snapshot.context;
  const busy = snapshot.hasTag("busy");
  // The second after an action, when taps do nothing: the buttons say so.
  const resting = busy || snapshot.matches({ ready: "guarded" });
  const arrived = useRef(false);

  // From the stamp bridge (a QR code in the mall): stamp once the card is known.
  useEffect(() => {
    if (!stampOnArrival || arrived.current || !snapshot.matches("ready") || !running) return;
    arrived.current = true;
    send({ type: "stamp.stamp" });
  }, [stampOnArrival, snapshot, running, send]);

  if (snapshot.matches("checkFailed")) return <ErrorState description={t("stamps.checkFailed")} onRetry={() => send({ type: "stamp.retry" })} />;

  // The stamps of the month shown (stampDt is YYYY-MM-DD).
  const stamped = new Set((card?.stampList ?? []).filter((s) => s.stampDt.slice(0, 7).replace("-", "") === month).map((s) => Number(s.stampDt.slice(8, 10))));
  return (
    <section className={styles.board} aria-labelledby="stamp-card" aria-busy={busy}>
      <h2 id="stamp-card" className={page.subheading}>
        {t("stamps.card")}
      </h2>
      {card && <Progress card={card} goal={goal} />}
      <Calendar month={month} stamped={stamped} />
      <p className={styles.outcome} role="status">
        {outcome !== null ? t(OUTCOME_TEXT[outcome]) : ""}
      </p>
      {outcome !== null && reward?.issue && reward.coupon && (
        <p className={styles.reward}>{t("stamps.reward", { title: reward.coupon.cpTitl, certNo: reward.issue.certNo })}</p>
      )}
      {card && running && (
        <div className={styles.actions}>
          <Button
            block
            aria-busy={snapshot.matches("stamping")}
            aria-disabled={resting || card.todayStampYn === "Y" || undefined}
            onClick={() => send({ type: "stamp.stamp" })}
          >
            {t(card.todayStampYn === "Y" ? "stamps.stampedToday" : "stamps.stampToday")}
          </Button>
          {card.passYn === "Y" && (
            <Button
              block
              variant="secondary"
              aria-busy={snapshot.matches("checkingCoupon") || snapshot.matches("issuingCoupon")}
              aria-disabled={resting || undefined}
              onClick={() => send({ type: "stamp.takeCoupon" })}
            >
              {t(card.cpIssYn === "Y" ? "stamps.showCoupon" : "stamps.takeCoupon")}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
