import { useEffect, useRef, useState, type FormEvent } from "react";
import type { InquiryThread } from "../../machines/inquiry.machine.ts";
import { CheckboxField } from "../../engine/forms/checkbox-field.tsx";
import { ConsentDetails } from "../../engine/forms/consent-details.tsx";
import { formValues } from "../../engine/forms/form-values.ts";
import { NumericField } from "../../engine/forms/numeric-field.tsx";
import { PasswordField } from "../../engine/forms/password-field.tsx";
import { SelectField } from "../../engine/forms/select-field.tsx";
import { SubmitButton } from "../../engine/forms/submit-button.tsx";
import { TextAreaField } from "../../engine/forms/text-area-field.tsx";
import { TextField } from "../../engine/forms/text-field.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { Button } from "../../engine/ui/button.tsx";
import { ErrorState } from "../../engine/ui/error-state.tsx";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import { inquiryCredentials } from "./inquiry-credentials.ts";
import { draftOf, inquiryFormSchema, LIMITS } from "./inquiry-form.ts";
import { ProblemAlert, RetryButton, type OpenThread } from "./inquiry-parts.tsx";
import type { InquiryFlow } from "./use-inquiry-flow.ts";
import { useInquiryIssues } from "./use-inquiry-issues.ts";
import fieldset from "../../engine/forms/fieldset.module.css";
import styles from "./inquiry.module.css";
import { inquiryMessages } from "./inquiry.messages.ts";

type Errors = Readonly<Record<string, string>>;

/**
 * The write form over the inquiry machine: a new inquiry, or the first post of a thread being
 * edited. The category's answer decides the sub-category and store fields; the reply mean decides
 * whether the e-mail or the mobile number is required; a visitor gives an e-mail and sets a
 * password. The form checks itself before the machine saves (one save at a time).
 */
export function InquiryWrite({ flow, member, onOpen }: { flow: InquiryFlow; member: boolean; onOpen: OpenThread }) {
  const t = useMessages(inquiryMessages);
  const { snapshot, send } = flow;
  const c = snapshot.context;
  const editing = c.edit !== null;
  const cancel = editing ? () => send({ type: "inquiry.cancelEdit" }) : undefined;

  if (snapshot.matches({ write: "saved" }) && c.saved !== null) return <Saved flow={flow} member={member} qnaSeq={c.saved} onOpen={onOpen} />;
  if (snapshot.matches({ write: "failed" }))
    return (
      <div className={styles.panel}>
        <ErrorState onRetry={() => send({ type: "inquiry.retry" })} />
        {cancel && (
          <Button variant="secondary" onClick={cancel}>
            {t("inquiry.cancelEdit")}
          </Button>
        )}
      </div>
    );
  if (c.form === null)
    return (
      <div role="status" aria-busy="true" aria-label={t("inquiry.form")}>
        <SkeletonText lines={6} />
      </div>
    );
  return <WriteFields flow={flow} member={member} thread={editing ? c.thread : null} />;
}

function WriteFields({ flow, member, thread }: { flow: InquiryFlow; member: boolean; thread: InquiryThread | null }) {
  const t = useMessages(inquiryMessages);
  const fieldErrorsOf = useInquiryIssues();
  const session = useSession();
  const { snapshot, send, mallPath } = flow;
  const c = snapshot.context;
  const form = c.form;
  const editing = thread !== null;
  const category = c.category !== null && c.category.cateHighCd === c.cateHighCd ? c.category : null;
  const [replyMean, setReplyMean] = useState<"EMAIL" | "SMS">(thread?.replyMean ?? "EMAIL");
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const busy = snapshot.hasTag("busy") || snapshot.matches({ write: "cooling" });
  // A member's own name and mobile number fill the form; an edit starts from what was written.
  const me = session.member;
  const mobile = me ? `${me.mbr_cel_num1}${me.mbr_cel_num2_dec}${me.mbr_cel_num3}`.replace(/\D/g, "") : "";
  const visitorWrites = !member && !editing;

  // Errors shown move focus to their first field, so it is announced with its message.
  useEffect(() => {
    const name = Object.keys(errors)[0];
    const el = name ? formRef.current?.elements.namedItem(name) : null;
    if (el instanceof HTMLElement) el.focus();
  }, [errors]);

  if (form === null) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = formValues(event.currentTarget);
    const schema = inquiryFormSchema({
      member,
      editing,
      subCategories: (category?.cateLowList.length ?? 0) > 0,
      store: category?.storeYn === "Y",
      replyMean,
    });
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, values));
      return;
    }
    setErrors({});
    if (parsed.data.qutnPw !== undefined) flow.handOverPassword(parsed.data.qutnPw);
    send({ type: "inquiry.submit", draft: draftOf(parsed.data) });
  };

  const error = (name: string) => errors[name] ?? null;
  const keptEmail = editing && !member ? inquiryCredentials.get(mallPath)?.custEmail : undefined;

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-label={t(editing ? "inquiry.form.edit" : "inquiry.form")}
      aria-busy={busy || undefined}
    >
      {!editing && (
        <section className={styles.centre} aria-label={t("inquiry.centre")}>
          <p className={styles.centreTitle}>{t("inquiry.centre")}</p>
          <p>{t("inquiry.centre.tel", { tel: form.csInfo.telNo })}</p>
          <p>{t("inquiry.centre.hours", { hours: form.csInfo.operHours })}</p>
          {form.csInfo.guide && <p>{form.csInfo.guide}</p>}
        </section>
      )}
      <SelectField
        name="cateHighCd"
        label={t("inquiry.field.category")}
        required
        value={c.cateHighCd ?? ""}
        items={form.cateHighList.map((h) => ({ itmName: h.cateHighNm, itmValue: h.cateHighCd }))}
        onValueChange={(value) => send({ type: "inquiry.chooseCategory", cateHighCd: value })}
        hint={category?.guide || undefined}
        error={error("cateHighCd")}
      />
      {c.problem === "categoryFailed" && (
        <ProblemAlert problem={c.problem} waitSec={c.waitSec} action={<RetryButton onRetry={() => send({ type: "inquiry.retry" })} />} />
      )}
      {category !== null && category.cateLowList.length > 0 && (
        <SelectField
          key={`low-${category.cateHighCd}`}
          name="cateLowCd"
          label={t("inquiry.field.subCategory")}
          required
          defaultValue={thread?.cateHighCd === category.cateHighCd ? (thread.cateLowCd ?? "") : ""}
          items={category.cateLowList.map((l) => ({ itmName: l.cateLowNm, itmValue: l.cateLowCd }))}
          error={error("cateLowCd")}
        />
      )}
      {category?.storeYn === "Y" && (
        <TextField
          name="storeNm"
          label={t("inquiry.field.store")}
          required
          maxLength={LIMITS.store}
          defaultValue={thread?.storeNm ?? ""}
          error={error("storeNm")}
        />
      )}
      <fieldset className={`${fieldset.group} ${styles.choices}`}>
        <legend className={fieldset.legend}>{t("inquiry.field.replyMean")}</legend>
        <div className={styles.choiceRow}>
          {form.replyMeanList.map((r) => (
            <label key={r.replyMean} className={styles.choice}>
              <input type="radio" name="replyMean" value={r.replyMean} checked={replyMean === r.replyMean} onChange={() => setReplyMean(r.replyMean)} />
              {t(`inquiry.reply.${r.replyMean}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        name="custNm"
        label={t("inquiry.field.name")}
        required
        maxLength={LIMITS.name}
        autoComplete="name"
        defaultValue={thread?.custNm ?? me?.mbr_nm ?? ""}
        error={error("custNm")}
      />
      {keptEmail === undefined && (
        <TextField
          name="custEmail"
          type="email"
          label={t("inquiry.field.email")}
          required={visitorWrites || replyMean === "EMAIL"}
          hint={visitorWrites ? t("inquiry.field.emailHint") : undefined}
          maxLength={LIMITS.email}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={error("custEmail")}
        />
      )}
      <NumericField
        name="mobile"
        type="tel"
        label={t("inquiry.field.mobile")}
        required={replyMean === "SMS"}
        hint={t("inquiry.field.mobileHint")}
        maxLength={11}
        autoComplete="tel"
        defaultValue={mobile}
        error={error("mobile")}
      />
      {visitorWrites && (
        <PasswordField
          name="qutnPw"
          label={t("inquiry.field.password")}
          hint={t("inquiry.field.passwordHint")}
          required
          minLength={LIMITS.password.min}
          maxLength={LIMITS.password.max}
          autoComplete="new-password"
          error={error("qutnPw")}
        />
      )}
      <TextField
        name="qutnTitl"
        label={t("inquiry.field.title")}
        required
        maxLength={LIMITS.title}
        defaultValue={thread?.qutnTitl ?? ""}
        error={error("qutnTitl")}
      />
      <TextAreaField
        name="qutnCont"
        label={t("inquiry.field.content")}
        required
        rows={8}
        maxLength={LIMITS.content}
        defaultValue={thread?.qutnCont ?? ""}
        error={error("qutnCont")}
      />
      {!editing && (
        <>
          <ConsentDetails
            summary={t("inquiry.consent.more")}
            points={[
              t("inquiry.consent.items"),
              t("inquiry.consent.purpose"),
              t("inquiry.consent.entrust"),
              t("inquiry.consent.keep"),
              t("inquiry.consent.refuse"),
            ]}
          />
          <CheckboxField name="prvcAgreYn" label={t("inquiry.consent")} required error={error("prvcAgreYn")} />
        </>
      )}
      <p className={styles.rule}>{t("inquiry.rule")}</p>
      {c.problem !== "categoryFailed" && <ProblemAlert problem={c.problem} waitSec={c.waitSec} />}
      <div className={styles.actions}>
        <SubmitButton pending={snapshot.matches({ write: "saving" })} aria-disabled={busy || undefined}>
          {t(editing ? "inquiry.saveEdit" : "inquiry.submit")}
        </SubmitButton>
        {editing && (
          <Button variant="secondary" block disabled={snapshot.matches({ write: "saving" })} onClick={() => send({ type: "inquiry.cancelEdit" })}>
            {t("inquiry.cancelEdit")}
          </Button>
        )}
      </div>
    </form>
  );
}

/** After a save: it is said, with the way to the inquiry and to a new one. */
function Saved({ flow, member, qnaSeq, onOpen }: { flow: InquiryFlow; member: boolean; qnaSeq: number; onOpen: OpenThread }) {
  const t = useMessages(inquiryMessages);
  const title = useRef<HTMLParagraphElement>(null);
  useEffect(() => title.current?.focus(), []);
  const email = member ? null : (inquiryCredentials.get(flow.mallPath)?.custEmail ?? null);
  return (
    <div className={styles.saved}>
      <p ref={title} tabIndex={-1} className={styles.savedTitle}>
        {t("inquiry.notice.saved")}
      </p>
      <p>{email !== null ? t("inquiry.saved.visitor", { email }) : t("inquiry.saved.member")}</p>
      <div className={styles.actions}>
        <Button block onClick={() => onOpen(qnaSeq)}>
          {t("inquiry.saved.view")}
        </Button>
        <Button block variant="secondary" onClick={() => flow.send({ type: "inquiry.writeAnother" })}>
          {t("inquiry.saved.another")}
        </Button>
      </div>
    </div>
  );
}
