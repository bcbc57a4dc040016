import type { z } from "zod/mini";
import { CheckboxField } from "../../engine/forms/checkbox-field.tsx";
import { ConsentDetails } from "../../engine/forms/consent-details.tsx";
import { useFormsWords } from "../../engine/forms/forms-words.ts";
import { NumericField } from "../../engine/forms/numeric-field.tsx";
import { SelectField } from "../../engine/forms/select-field.tsx";
import { issueErrors } from "../../engine/forms/submit-errors.ts";
import { TextAreaField } from "../../engine/forms/text-area-field.tsx";
import { TextField } from "../../engine/forms/text-field.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useSession } from "../../engine/session/use-session.ts";
import { APPLICANT_LIMITS } from "./applicant-form.ts";
import fieldset from "../../engine/forms/fieldset.module.css";
import fields from "../../engine/forms/fields.module.css";
import styles from "./apply.module.css";
import { applyMessages } from "./apply.messages.ts";

export type FieldErrors = Readonly<Record<string, string>>;

/** The field errors of a failed check, in the apply words (with the party limit) where they have them, else the forms kit's. */
export function useApplicantIssues(limit: number): (issues: readonly z.core.$ZodIssue[], values: unknown) => FieldErrors {
  const t = useMessages(applyMessages);
  const forms = useFormsWords();
  return (issues, values) =>
    issueErrors(
      issues,
      values,
      (m) => (t.has(m.id) ? t.format(m.id, { max: limit, ...m.values }) : forms.format(m.id, m.values)),
      (id) => t.has(id) || forms.has(id),
    ).fieldErrors;
}

/**
 * Who applies (spec part-2 §3): the name, the mobile number in three parts (digits only, cut to
 * length, spec part-1 §5), the party size up to `limit`, a message, and the two required consents
 * (collection and entrustment, the mall state's private popup). A member's own name and number fill
 * them; `onEdit` hears every change (the form's words about a refusal go then).
 */
export function ApplicantFields({ limit, errors, onEdit }: { limit: number; errors: FieldErrors; onEdit?: () => void }) {
  const t = useMessages(applyMessages);
  const me = useSession().member;
  const error = (name: string) => errors[name] ?? null;
  const digits = (v: string | undefined) => (v ?? "").replace(/\D/g, "");
  const telError = error("telNum1") ?? error("telNum2") ?? error("telNum3");
  const people = Array.from({ length: limit }, (_, i) => String(i + 1));
  return (
    <>
      <TextField
        name="name"
        label={t("apply.field.name")}
        required
        maxLength={APPLICANT_LIMITS.name}
        autoComplete="name"
        defaultValue={me?.mbr_nm ?? ""}
        error={error("name")}
        onValueChange={onEdit}
      />
      <fieldset className={fieldset.group}>
        <legend className={fieldset.legend}>
          {t("apply.field.mobile")}
          <span aria-hidden="true" className={fields.required}>
            *
          </span>
        </legend>
        <div className={styles.telParts}>
          {(["telNum1", "telNum2", "telNum3"] as const).map((name, i) => (
            <NumericField
              key={name}
              name={name}
              type="tel"
              label={t(`apply.field.tel${i + 1}` as "apply.field.tel1")}
              hideLabel
              required
              maxLength={APPLICANT_LIMITS.tel[i]}
              autoComplete={i === 0 ? "tel" : "off"}
              defaultValue={digits(i === 0 ? me?.mbr_cel_num1 : i === 1 ? me?.mbr_cel_num2_dec : me?.mbr_cel_num3)}
              error={errors[name] ? telError : null}
              onChange={onEdit}
            />
          ))}
        </div>
      </fieldset>
      <SelectField
        name="joinNum"
        label={t("apply.field.joinNum")}
        required
        placeholder={false}
        hint={t("apply.field.joinNumHint", { max: limit })}
        items={people.map((n) => ({ itmName: t("apply.joinNum.option", { count: Number(n) }), itmValue: n }))}
        error={error("joinNum")}
        onValueChange={onEdit}
      />
      <TextAreaField name="cmnt" label={t("apply.field.cmnt")} rows={3} maxLength={APPLICANT_LIMITS.cmnt} error={error("cmnt")} onValueChange={onEdit} />
      <ConsentDetails
        summary={t("apply.consent.title")}
        points={[t("apply.consent.items"), t("apply.consent.purpose"), t("apply.consent.entrust"), t("apply.consent.keep"), t("apply.consent.refuse")]}
      />
      <CheckboxField name="agreeCollect" label={t("apply.consent.collect")} required error={error("agreeCollect")} />
      <CheckboxField name="agreeEntrust" label={t("apply.consent.entrustAgree")} required error={error("agreeEntrust")} />
    </>
  );
}
