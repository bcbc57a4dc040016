import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import type { ApplyProblem } from "../../machines/application.machine.ts";
import { formValues } from "../../engine/forms/form-values.ts";
import formStyles from "../../engine/forms/form.module.css";
import { SubmitButton } from "../../engine/forms/submit-button.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useServices } from "../../engine/services/services.ts";
import { applicantOf, applicantSchema, APPLICANT_LIMITS } from "./applicant-form.ts";
import { ApplicantFields, useApplicantIssues, type FieldErrors } from "./applicant-fields.tsx";
import { ApplyChoiceList, joinTokens, type Chosen } from "./apply-choice-list.tsx";
import type { ApplyChoice } from "./apply-choices.ts";
import { kindOfId } from "./program-links.ts";
import { useAppliedLines } from "./applied-lines.ts";
import { useApplyFlow } from "./use-apply-flow.ts";
import styles from "./apply.module.css";
import { applyMessages } from "./apply.messages.ts";
import { programApplyMessages } from "./program-apply.messages.ts";

/** At most this many program rounds in one application (the contract's skpSeqs/slpSeqs bound). */
const MAX_ENTRIES = 10;

interface Errors {
  fields: FieldErrors;
  choices: string | null;
  rounds: Readonly<Record<string, string>>;
}
const none: Errors = { fields: {}, choices: null, rounds: {} };

/**
 * The application form over the application machine: the open programs (preselected from `selected`,
 * the ids that are not open left out and said so), the round of a multi-round program, the
 * applicant and the consents; the party size goes up to the smallest limit of what is chosen.
 */
export function ProgramApplyForm({ choices, selected, listHref }: { choices: readonly ApplyChoice[]; selected: readonly string[]; listHref: string | null }) {
  const t = useMessages(programApplyMessages);
  const words = useMessages(applyMessages);
  const { dialogs } = useServices();
  const navigate = useNavigate();
  const lines = useAppliedLines();
  const [chosen, setChosen] = useState<Chosen>(() => {
    const open = choices.filter((c) => selected.includes(c.id));
    return new Map(open.map((c) => [c.id, c.rounds.length === 1 ? (c.rounds[0]?.no ?? 1) : null]));
  });
  const ignored = selected.some((id) => !choices.some((c) => c.id === id));
  const [errors, setErrors] = useState<Errors>(none);
  const formRef = useRef<HTMLFormElement>(null);
  const picked = choices.filter((c) => chosen.has(c.id));
  // The party size goes up to the smallest limit of what is chosen (before a choice: the largest offered).
  const limits = (picked.length > 0 ? picked : choices).map((c) => c.maxJoinNum);
  const limit = Math.max(1, Math.min(APPLICANT_LIMITS.people, picked.length > 0 ? Math.min(...limits) : Math.max(...limits)));
  const issuesOf = useApplicantIssues(limit);

  const flow = useApplyFlow(
    {
      applied: (applied) =>
        void dialogs.alert({ text: words("apply.done"), text2: lines(applied) }).then(() => {
          if (listHref !== null) void navigate(listHref);
        }),
      atField: (problem) => setErrors({ ...none, fields: { joinNum: words(`apply.problem.${problem}`) } }),
    },
    (problem: ApplyProblem) => words(`apply.problem.${problem}`),
  );
  const { snapshot, send } = flow;
  const sending = snapshot.matches("sending");
  const problem = snapshot.context.problem;

  // Errors shown move focus to their first field, so it is announced with its message.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [errors]);

  const edit = () => {
    if (problem !== null) send({ type: "apply.edit" });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!snapshot.matches("editing")) return;
    const values = formValues(event.currentTarget);
    const parsed = applicantSchema(limit).safeParse(values);
    const rounds = Object.fromEntries(picked.filter((c) => chosen.get(c.id) === null).map((c) => [c.id, t("programApply.error.round")]));
    const next: Errors = {
      fields: parsed.success ? {} : issuesOf(parsed.error.issues, values),
      choices:
        picked.length === 0
          ? t("programApply.error.choose")
          : picked.length > MAX_ENTRIES
            ? t("programApply.error.tooManyPrograms", { max: MAX_ENTRIES })
            : null,
      rounds,
    };
    setErrors(next);
    if (!parsed.success || next.choices !== null || Object.keys(rounds).length > 0) return;
    const tokens = joinTokens(choices, chosen);
    send({
      type: "apply.submit",
      draft: {
        ...applicantOf(parsed.data),
        target: { kind: "programs", skpSeqs: tokens.filter((s) => kindOfId(s) === "kids"), slpSeqs: tokens.filter((s) => kindOfId(s) === "library") },
      },
    });
  };

  const inline = problem === "invalid" || problem === "failed";
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-label={t("programApply.form")} aria-busy={sending || undefined}>
      {ignored && (
        <p role="status" className={styles.note}>
          {t("programApply.ignored")}
        </p>
      )}
      <ApplyChoiceList
        choices={choices}
        chosen={chosen}
        onChange={(next) => {
          setChosen(next);
          edit();
        }}
        error={errors.choices}
        roundErrors={errors.rounds}
      />
      <ApplicantFields limit={limit} errors={errors.fields} onEdit={edit} />
      <div role="alert" className={inline ? formStyles.formError : formStyles.formErrorEmpty}>
        {inline && words(`apply.problem.${problem}`)}
      </div>
      <SubmitButton pending={sending}>{words("apply.submit")}</SubmitButton>
    </form>
  );
}
