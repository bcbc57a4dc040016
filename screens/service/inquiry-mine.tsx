import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import type { PageItem } from "../../schemas/api/endpoint.ts";
import { serviceEndpoints } from "../../schemas/api/service.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { formValues } from "../../engine/forms/form-values.ts";
import { PasswordField } from "../../engine/forms/password-field.tsx";
import { SubmitButton } from "../../engine/forms/submit-button.tsx";
import { TextField } from "../../engine/forms/text-field.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { loginWithReturn } from "../../engine/session/mall-paths.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { inquiryCredentials } from "./inquiry-credentials.ts";
import { LIMITS, lookupSchema } from "./inquiry-form.ts";
import { InquiryRows, ProblemAlert, type OpenThread } from "./inquiry-parts.tsx";
import type { InquiryFlow } from "./use-inquiry-flow.ts";
import { useInquiryIssues } from "./use-inquiry-issues.ts";
import styles from "./inquiry.module.css";
import { inquiryMessages } from "./inquiry.messages.ts";

/** A member's own inquiries, newest first, 10 a page with "more". */
type InquiryRow = PageItem<typeof serviceEndpoints.myQna>;

export function MemberInquiries({ mallPath, onOpen }: { mallPath: string; onOpen: OpenThread }) {
  const t = useMessages(inquiryMessages);
  const { locale } = useMall();
  const list = usePagedList(serviceEndpoints.myQna, { params: { mall: mallPath }, input: { lan: locale } });
  // Stable while the page's words stay: a tap on "more" leaves the rows alone.
  const renderRows = useCallback((rows: readonly InquiryRow[]) => <InquiryRows rows={rows} label={t("inquiry.list")} onOpen={onOpen} />, [t, onOpen]);
  return (
    <PagedSection list={list} label={t("inquiry.list")} empty={<EmptyState icon="service" title={t("inquiry.empty")} />}>
      {renderRows}
    </PagedSection>
  );
}

/**
 * A visitor's lookup by the e-mail and password given with the inquiries. What is typed is kept
 * in memory for the lookup and the threads (never in the URL or storage) and forgotten as soon as
 * the server refuses it.
 */
export function InquiryLookup({ flow }: { flow: InquiryFlow }) {
  const t = useMessages(inquiryMessages);
  const fieldErrorsOf = useInquiryIssues();
  const { mall } = useMall();
  const location = useLocation();
  const { snapshot, send, mallPath } = flow;
  const c = snapshot.context;
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const checking = snapshot.matches({ mine: "checking" });
  const busy = checking || snapshot.matches({ mine: "cooling" });

  useEffect(() => {
    const name = Object.keys(errors)[0];
    const el = name ? formRef.current?.elements.namedItem(name) : null;
    if (el instanceof HTMLElement) el.focus();
  }, [errors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = formValues(event.currentTarget);
    const parsed = lookupSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, values));
      return;
    }
    setErrors({});
    inquiryCredentials.keep(mallPath, parsed.data);
    send({ type: "inquiry.lookUp" });
  };

  return (
    <section className={styles.panel} aria-labelledby="inquiry-lookup">
      <h2 id="inquiry-lookup" className={page.subheading}>
        {t("inquiry.lookup")}
      </h2>
      {/* A deep link's thread waits behind the lookup: that is what it asks for, not an error. */}
      <p className={styles.rule}>{t(c.problem === "needCredentials" ? "inquiry.problem.needCredentials" : "inquiry.lookup.intro")}</p>
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-busy={checking || undefined}>
        <ProblemAlert problem={c.problem === "needCredentials" ? null : c.problem} waitSec={c.waitSec} />
        <TextField
          name="custEmail"
          type="email"
          label={t("inquiry.field.email")}
          required
          maxLength={LIMITS.email}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.custEmail ?? null}
        />
        <PasswordField
          name="qutnPw"
          label={t("inquiry.field.password")}
          required
          maxLength={LIMITS.password.max}
          autoComplete="current-password"
          error={errors.qutnPw ?? null}
        />
        <SubmitButton pending={checking} aria-disabled={busy || undefined}>
          {t("inquiry.lookup.submit")}
        </SubmitButton>
      </form>
      <p className={styles.rule}>{t("inquiry.lookup.member")}</p>
      <Button variant="secondary" to={loginWithReturn(mall, `${location.pathname}${location.search}`)}>
        {t("inquiry.lookup.login")}
      </Button>
    </section>
  );
}

/** What a visitor's lookup found (at most 50, newest first), and the way to look up another e-mail. */
export function FoundInquiries({ flow, onOpen }: { flow: InquiryFlow; onOpen: OpenThread }) {
  const t = useMessages(inquiryMessages);
  const rows = flow.snapshot.context.found ?? [];
  return (
    <section className={styles.panel} aria-labelledby="inquiry-found">
      <h2 id="inquiry-found" className={page.subheading}>
        {t("inquiry.found")}
      </h2>
      <InquiryRows rows={rows} label={t("inquiry.found")} onOpen={onOpen} />
      <Button variant="secondary" onClick={() => flow.send({ type: "inquiry.forget" })}>
        {t("inquiry.found.again")}
      </Button>
    </section>
  );
}
