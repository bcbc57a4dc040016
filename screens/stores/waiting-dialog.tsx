import { useLayoutEffect, useRef, useState } from "react";
import { waitingEndpoints, PARTY_MAX, type WaitingSpot, type WaitingTicket } from "../../schemas/api/waiting.ts";
import { useApiMutation } from "../../engine/data/use-api-mutation.ts";
import { isApiError } from "../../engine/api/errors.ts";
import { CheckboxField } from "../../engine/forms/checkbox-field.tsx";
import { Form } from "../../engine/forms/form.tsx";
import { NumericField } from "../../engine/forms/numeric-field.tsx";
import { SelectField } from "../../engine/forms/select-field.tsx";
import { SubmitButton } from "../../engine/forms/submit-button.tsx";
import { FieldRejection } from "../../engine/forms/submit-errors.ts";
import { useSubmit } from "../../engine/forms/use-submit.ts";
import { Button } from "../../engine/ui/button.tsx";
import { Dialog } from "../../engine/ui/dialog.tsx";
import { PHONE_MAX_DIGITS, waitingForm, type WaitingFormValues } from "./waiting-form.ts";
import styles from "./waiting.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { diningMessages } from "./dining.messages.ts";

interface Props {
  mallPath: string;
  spot: WaitingSpot;
  onClose: () => void;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Registering a waiting at an open spot: party size, mobile number and the required consent,
 * checked in the form and again by the server; one request at a time (a double tap registers
 * once); then the waiting number, the teams ahead and the expected wait, or the waiting the same
 * number already has at the spot (only on the phone or browser that registered it: elsewhere the
 * server refuses with 409 and the form says the number is already on the list).
 */
export function WaitingDialog({ mallPath, spot, onClose }: Props) {
  const t = useMessages(diningMessages);
  const [ticket, setTicket] = useState<WaitingTicket | null>(null);
  // The form (and its focused button) gives way to the result: focus goes to the result's title.
  const resultTitle = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    if (ticket) resultTitle.current?.focus();
  }, [ticket]);
  const register = useApiMutation(waitingEndpoints.register, { invalidates: [waitingEndpoints.spots] });
  const submission = useSubmit(
    (values: WaitingFormValues, signal) =>
      register({ params: { mall: mallPath }, input: { ...values, spotId: spot.spotId } }, { signal }).catch((e: unknown) => {
        // The number already waits at the spot, registered from another phone or browser: the server
        // shows that waiting only there (409 naming the phone field), so this one is told so.
        if (isApiError(e) && e.info.kind === "http" && e.info.status === 409 && e.info.fieldErrors.some((f) => f.field === "phoneNo"))
          throw new FieldRejection("phoneNo", "waiting.error.registered");
        throw e;
      }),
    {
      words: t,
      schema: waitingForm,
      httpMessages: {
        404: "waiting.error.spot",
        409: "waiting.error.closed",
        502: "waiting.error.service",
        503: "waiting.error.service",
        504: "waiting.error.service",
      },
      fieldMessages: {
        phoneNo: "waiting.error.phone",
        adultCnt: "waiting.error.party",
        childCnt: "waiting.error.party",
        privacyAgreeYn: "waiting.error.consent",
        spotId: "waiting.error.spot",
      },
      onSuccess: (answer) => setTicket(answer.waiting),
    },
  );
  const people = (n: number) => ({ itmName: t("waiting.people", { count: n }), itmValue: String(n) });

  return (
    <Dialog open onClose={onClose} title={t("waiting.dialog", { name: spot.spotName })}>
      {ticket ? (
        <div className={styles.ticket} role="status">
          <p ref={resultTitle} tabIndex={-1} className={styles.ticketTitle}>
            {t(ticket.alreadyWaiting ? "waiting.already" : "waiting.done")}
          </p>
          {ticket.alreadyWaiting && <p className={styles.note}>{t("waiting.alreadyNote")}</p>}
          <p className={styles.number}>{t("waiting.number", { number: ticket.waitingNo })}</p>
          <p>{t("waiting.ahead", { count: ticket.teamsAhead })}</p>
          <p>{t("waiting.ticketExpected", { minutes: ticket.expectedWaitMin })}</p>
          <p className={styles.note}>{t("waiting.party", { adults: ticket.adultCnt, children: ticket.childCnt })}</p>
          <Button block onClick={onClose}>
            {t("waiting.close")}
          </Button>
        </div>
      ) : (
        <Form submission={submission} className={styles.form}>
          <div className={styles.party}>
            <SelectField name="adultCnt" label={t("waiting.adults")} items={range(1, PARTY_MAX).map(people)} defaultValue="2" placeholder={false} required />
            <SelectField name="childCnt" label={t("waiting.children")} items={range(0, PARTY_MAX).map(people)} defaultValue="0" placeholder={false} />
          </div>
          <NumericField
            name="phoneNo"
            type="tel"
            label={t("waiting.phone")}
            hint={t("waiting.phoneHint")}
            maxLength={PHONE_MAX_DIGITS}
            autoComplete="tel-national"
            required
          />
          <CheckboxField name="privacyAgreeYn" label={t("waiting.consent")} hint={t("waiting.consentNote")} required />
          <SubmitButton>{t("waiting.submit")}</SubmitButton>
        </Form>
      )}
    </Dialog>
  );
}
