import { eventsEndpoints } from "../../schemas/api/events.ts";
import type { MallEvent } from "../../schemas/api/events-models.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiMutation } from "../../engine/data/use-api-mutation.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { Form } from "../../engine/forms/form.tsx";
import { SubmitButton } from "../../engine/forms/submit-button.tsx";
import { FieldRejection } from "../../engine/forms/submit-errors.ts";
import { TextField } from "../../engine/forms/text-field.tsx";
import { useSubmit } from "../../engine/forms/use-submit.ts";
import { useServices } from "../../engine/services/services.ts";
import { useLoginPrompt } from "../../engine/session/login-prompt.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { Button } from "../../engine/ui/button.tsx";
import { Icon } from "../../engine/ui/icon.tsx";
import page from "../../engine/ui/page.module.css";
import { CouponCard } from "./coupon-card.tsx";
import cards from "./coupon-card.module.css";
import { couponWindowOpen } from "./coupon-window.ts";
import styles from "./event-detail.module.css";
import hunt from "./treasure-hunt.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { couponsMessages } from "./coupons.messages.ts";
import { eventsMessages } from "./events.messages.ts";

interface Props {
  mallPath: string;
  event: MallEvent;
}

const HUNT = [eventsEndpoints.treasureHint, eventsEndpoints.treasureCouponList];

/**
 * A treasure hunt (evt_cd TRSR): a member joins, reads the hints, enters each serial number found
 * in the mall (a wrong one said at the field) and, with enough treasures, takes the reward coupons
 * (the coupon window applies). A visitor is asked to log in.
 */
export function TreasureHunt({ mallPath, event }: Props) {
  const t = useMessages(couponsMessages, eventsMessages);
  const { status } = useSession();
  const member = status === "member";
  const { dialogs, now } = useServices();
  const askLogin = useLoginPrompt();
  const evt_seq = event.evt_seq;
  const args = { params: { mall: mallPath }, input: { evt_seq } };
  const hints = useApiQuery(eventsEndpoints.treasureHint, args, { enabled: member });
  const rewards = useApiQuery(eventsEndpoints.treasureCouponList, args, { enabled: member && hints.status === "success" && hints.data.aplyYn === "Y" });
  const join = useApiMutation(eventsEndpoints.treasureApply, { invalidates: HUNT });
  const check = useApiMutation(eventsEndpoints.treasureSerialCheck, { invalidates: HUNT });
  const take = useApiMutation(eventsEndpoints.treasureCoupon, { invalidates: HUNT });
  const joining = useSubmit((_: unknown, signal) => join(args, { signal }));
  const checking = useSubmit(
    async (values: { serialNo?: string }, signal) => {
      const serialNo = (values.serialNo ?? "").trim().toUpperCase();
      if (!/^[A-Z0-9]{4,12}$/.test(serialNo)) throw new FieldRejection("serialNo", "events.treasure.serialFormat");
      const answer = await check({ params: { mall: mallPath }, input: { evt_seq, serialNo } }, { signal });
      if (answer.matchYn !== "Y") throw new FieldRejection("serialNo", "events.treasure.serialWrong");
      return answer;
    },
    {
      words: t,
      httpMessages: { 429: "events.treasure.tooMany" },
      onSuccess: (answer) => void dialogs.alert({ text: t("events.treasure.found", { found: answer.foundCnt, total: answer.totalCnt }) }),
    },
  );
  const taking = useSubmit((cp_seq: number, signal) => take({ params: { mall: mallPath }, input: { evt_seq, cp_seq } }, { signal }), {
    words: t,
    httpMessages: { 409: "coupons.error.soldOut", 422: "coupons.error.period" },
    onSuccess: () => void dialogs.alert({ text: t("coupons.issued") }),
  });
  const heading = (
    <h2 className={page.subheading} id={`hunt-${evt_seq}`}>
      {t("events.treasure.heading")}
    </h2>
  );

  if (!member) {
    const logIn = async () => {
      await askLogin();
    };
    return (
      <section className={styles.panel} aria-labelledby={`hunt-${evt_seq}`}>
        {heading}
        <Button block onClick={() => void logIn()}>
          {t("events.treasure.join")}
        </Button>
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={`hunt-${evt_seq}`}>
      {heading}
      <QueryView state={hints} isEmpty={() => false}>
        {(h) =>
          h.aplyYn !== "Y" ? (
            event.evtStat === "ing" ? (
              <Form submission={joining} values={{}}>
                <SubmitButton>{t("events.treasure.join")}</SubmitButton>
              </Form>
            ) : (
              <p className={styles.note}>{t("events.apply.closed")}</p>
            )
          ) : (
            <>
              <p className={hunt.progress} role="status">
                {t("events.treasure.progress", { found: h.foundCnt, total: h.totalCnt })}
              </p>
              <ol className={hunt.hints}>
                {h.hintList.map((hint) => (
                  <li key={hint.trsNo} className={hint.foundYn === "Y" ? `${hunt.hint} ${hunt.found}` : hunt.hint}>
                    <Icon name={hint.foundYn === "Y" ? "check" : "search"} size={20} />
                    <span>
                      <strong className={hunt.hintTitle}>{hint.hintTitl}</strong>
                      <span className={hunt.hintText}>{hint.hintCont}</span>
                      <span className={hunt.state}>{t(hint.foundYn === "Y" ? "events.treasure.hint.found" : "events.treasure.hint.open")}</span>
                    </span>
                  </li>
                ))}
              </ol>
              {event.evtStat === "ing" && h.foundCnt < h.totalCnt && (
                <Form submission={checking} className={styles.applyForm}>
                  <TextField
                    name="serialNo"
                    label={t("events.treasure.serial")}
                    hint={t("events.treasure.serialHint")}
                    maxLength={12}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    required
                  />
                  <SubmitButton>{t("events.treasure.check")}</SubmitButton>
                </Form>
              )}
              <h3 className={hunt.rewardsHeading}>{t("events.treasure.rewards")}</h3>
              <QueryView state={rewards} isEmpty={(r) => r.couponList.length === 0}>
                {(r) => (
                  <>
                    {taking.formError !== null && (
                      <p role="alert" className={hunt.error}>
                        {taking.formError}
                      </p>
                    )}
                    <ul className={cards.list}>
                      {r.couponList.map((reward) => (
                        <li key={reward.coupon.cpSeq} className={hunt.reward}>
                          <p className={hunt.need}>
                            {t(reward.availYn === "Y" ? "events.treasure.need.met" : "events.treasure.need", { count: reward.needCnt })}
                          </p>
                          <ul className={cards.list}>
                            <CouponCard
                              coupon={reward.coupon}
                              issue={reward.issue}
                              to={null}
                              titleAs="h4"
                              busy={taking.pending}
                              onDownload={() => {
                                if (reward.availYn !== "Y") void dialogs.alert({ text: t("events.treasure.notYet") });
                                else if (!couponWindowOpen(now())) void dialogs.alert({ text: t("coupons.error.window") });
                                else void taking.submit(reward.coupon.cpSeq);
                              }}
                            />
                          </ul>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </QueryView>
            </>
          )
        }
      </QueryView>
    </section>
  );
}
