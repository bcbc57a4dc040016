import { useState } from "react";
import { eventsEndpoints } from "../../schemas/api/events.ts";
import type { MallEvent } from "../../schemas/api/events-models.ts";
import { useApiMutation } from "../../engine/data/use-api-mutation.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { Form } from "../../engine/forms/form.tsx";
import { SubmitButton } from "../../engine/forms/submit-button.tsx";
import { FieldRejection } from "../../engine/forms/submit-errors.ts";
import { TextField } from "../../engine/forms/text-field.tsx";
import { useSubmit } from "../../engine/forms/use-submit.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { useLoginPrompt } from "../../engine/session/login-prompt.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { Button } from "../../engine/ui/button.tsx";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./event-detail.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { eventsMessages } from "./events.messages.ts";

interface Props {
  mallPath: string;
  event: MallEvent;
}

/**
 * Applying to an event (evt_cd APLY): a visitor is asked to log in; a member who applied sees when;
 * otherwise the apply button, with the event code first where the event has one (checked by
 * eventCodeCheck.do, a wrong code said at the field). The submit cannot fire twice and the server
 * keeps one application per member, so tapping again never applies twice.
 */
export function EventApply({ mallPath, event }: Props) {
  const t = useMessages(eventsMessages);
  const { status } = useSession();
  const member = status === "member";
  const askLogin = useLoginPrompt();
  const { formatShortDate } = useFormat();
  const evt_seq = event.evt_seq;
  const check = useApiQuery(eventsEndpoints.applyCheck, { params: { mall: mallPath }, input: { evt_seq } }, { enabled: member });
  const apply = useApiMutation(eventsEndpoints.apply, { invalidates: [eventsEndpoints.applyCheck] });
  const codeCheck = useApiMutation(eventsEndpoints.codeCheck, { invalidates: [] });
  const [appliedAt, setAppliedAt] = useState<string | null>(null);
  const withCode = event.code_yn === "Y";

  const submission = useSubmit(
    async (values: { evt_code?: string }, signal) => {
      const code = (values.evt_code ?? "").trim();
      if (withCode) {
        if (code === "") throw new FieldRejection("evt_code", "events.code.required");
        const checked = await codeCheck({ params: { mall: mallPath }, input: { evt_seq, evt_code: code } }, { signal });
        if (checked.checkYn !== "Y") throw new FieldRejection("evt_code", "events.code.wrong");
      }
      return apply({ params: { mall: mallPath }, input: withCode ? { evt_seq, evt_code: code } : { evt_seq } }, { signal });
    },
    {
      words: t,
      httpMessages: { 429: "events.code.tooMany", 409: "events.apply.closed", 422: "events.apply.closed" },
      onSuccess: (answer) => setAppliedAt(answer.aplyDttm),
    },
  );

  const heading = (
    <h2 className={page.subheading} id={`apply-${evt_seq}`}>
      {t("events.apply.heading")}
    </h2>
  );

  if (!member) {
    const logIn = async () => {
      await askLogin();
    };
    return (
      <section className={styles.panel} aria-labelledby={`apply-${evt_seq}`}>
        {heading}
        {event.evtStat === "ing" ? (
          <Button block onClick={() => void logIn()}>
            {t("events.apply.button")}
          </Button>
        ) : (
          <p className={styles.note}>{t("events.apply.closed")}</p>
        )}
      </section>
    );
  }

  const applied = appliedAt ?? (check.status === "success" && check.data.aplyYn === "Y" ? (check.data.aplyDttm ?? "") : null);
  let body;
  if (applied !== null) {
    body = (
      <p className={styles.done} role="status">
        {applied === "" ? t("events.apply.doneNow") : t("events.apply.done", { date: formatShortDate(applied) })}
      </p>
    );
  } else if (check.status === "loading") {
    body = <SkeletonText lines={1} />;
  } else if (event.evtStat !== "ing") {
    body = <p className={styles.note}>{t("events.apply.closed")}</p>;
  } else {
    body = (
      <Form submission={submission} className={styles.applyForm}>
        {withCode && (
          <TextField
            name="evt_code"
            label={t("events.code.label")}
            hint={t("events.code.hint")}
            maxLength={30}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
        )}
        <SubmitButton>{t("events.apply.button")}</SubmitButton>
      </Form>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby={`apply-${evt_seq}`}>
      {heading}
      {body}
    </section>
  );
}
