import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ApplyProblem } from "../../machines/application.machine.ts";
import type { clubRentalEndpoints } from "../../schemas/api/programs-club-rental.ts";
import type { EndpointResponse } from "../../schemas/api/endpoint.ts";
import { formValues } from "../../engine/forms/form-values.ts";
import formStyles from "../../engine/forms/form.module.css";
import { SubmitButton } from "../../engine/forms/submit-button.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useServices } from "../../engine/services/services.ts";
import { Button } from "../../engine/ui/button.tsx";
import { applicantOf, applicantSchema, APPLICANT_LIMITS } from "./applicant-form.ts";
import { ApplicantFields, useApplicantIssues, type FieldErrors } from "./applicant-fields.tsx";
import { useAppliedLines } from "./applied-lines.ts";
import { useApplyFlow } from "./use-apply-flow.ts";
import applyStyles from "./apply.module.css";
import styles from "./rental.module.css";
import { applyMessages } from "./apply.messages.ts";
import { rentalMessages } from "./rental.messages.ts";

export type Rental = EndpointResponse<typeof clubRentalEndpoints.rentalList>["rntList"][number];

/**
 * A rental's application (F43, rnt/joinRnt.do) over the application machine: the applicant, a party
 * of at most the space's capacity, the consents; sent once however often it is tapped; the
 * confirmation goes back to the list (`onClose`).
 */
export function RentalApplyForm({ rental, onClose }: { rental: Rental; onClose: () => void }) {
  const t = useMessages(rentalMessages);
  const words = useMessages(applyMessages);
  const { dialogs } = useServices();
  const lines = useAppliedLines();
  const limit = Math.max(1, Math.min(APPLICANT_LIMITS.people, rental.capacity));
  const issuesOf = useApplicantIssues(limit);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { snapshot, send } = useApplyFlow(
    {
      applied: (applied) => void dialogs.alert({ text: words("apply.done"), text2: lines(applied) }).then(onClose),
      atField: (problem) => setErrors({ joinNum: words(`apply.problem.${problem}`) }),
    },
    (problem: ApplyProblem) => words(`apply.problem.${problem}`),
  );
  const sending = snapshot.matches("sending");
  const problem = snapshot.context.problem;

  // The form takes the list's place: its heading takes the focus.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!snapshot.matches("editing")) return;
    const values = formValues(event.currentTarget);
    const parsed = applicantSchema(limit).safeParse(values);
    setErrors(parsed.success ? {} : issuesOf(parsed.error.issues, values));
    if (!parsed.success) return;
    send({ type: "apply.submit", draft: { ...applicantOf(parsed.data), target: { kind: "rental", rntSeq: rental.rntSeq } } });
  };
  const edit = () => {
    if (problem !== null) send({ type: "apply.edit" });
  };
  const inline = problem === "invalid" || problem === "failed";

  return (
    <section className={styles.form} aria-labelledby="rental-form-title">
      <h2 id="rental-form-title" ref={heading} tabIndex={-1} className={styles.formHeading}>
        {rental.rntTitl}
      </h2>
      <form ref={formRef} className={applyStyles.form} noValidate onSubmit={submit} aria-label={t("rental.form")} aria-busy={sending || undefined}>
        <ApplicantFields limit={limit} errors={errors} onEdit={edit} />
        <div role="alert" className={inline ? formStyles.formError : formStyles.formErrorEmpty}>
          {inline && words(`apply.problem.${problem}`)}
        </div>
        <SubmitButton pending={sending}>{words("apply.submit")}</SubmitButton>
        <Button variant="secondary" block disabled={sending} onClick={onClose}>
          {t("rental.back")}
        </Button>
      </form>
    </section>
  );
}
