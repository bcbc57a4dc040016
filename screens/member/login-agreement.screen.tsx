import { useState } from "react";
import { useNavigate } from "react-router";
import * as z from "zod/mini";
import { memberEndpoints } from "../../schemas/api/member.ts";
import { loginAgreementQuery } from "../../schemas/screens/query.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiMutation } from "../../engine/data/use-api-mutation.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { SubmitButton } from "../../engine/forms/submit-button.tsx";
import { Form } from "../../engine/forms/form.tsx";
import { useSubmit } from "../../engine/forms/use-submit.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { homePathFor } from "../../engine/session/mall-paths.ts";
import { safeReturnPath } from "../../engine/session/safe-return-path.ts";
import { useFallbackMall } from "../../engine/shell/fallback-mall.ts";
import { TermsChecklist, type Term } from "./terms-checklist.tsx";
import styles from "./login-agreement.module.css";
import page from "./member-page.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { loginMessages } from "./login.messages.ts";

export const query = loginAgreementQuery;

/**
 * Login terms (login/agreement): the current terms with their versions and texts; the required
 * ones must be accepted. Saving sends every term's consent flag, then continues where the login
 * was going (returnTo, a path of this site only) or to the mall's home.
 */
export default function LoginAgreementScreen() {
  const [q] = useScreenQuery(loginAgreementQuery);
  const t = useMessages(loginMessages);
  const navigate = useNavigate();
  // /app/login/agreement has no mall in its path: the ?mall= mall, else the visited mall, else the default.
  const mall = useFallbackMall();
  const terms = useApiQuery(memberEndpoints.acceptanceOfTerms, { params: {} });
  const acceptance = useApiQuery(memberEndpoints.acceptanceApi, { params: {} });
  const save = useApiMutation(memberEndpoints.saveAgreement, { invalidates: [memberEndpoints.acceptanceApi, memberEndpoints.settingAgreement] });
  const [checked, setChecked] = useState<Record<number, boolean> | null>(null);

  const list: Term[] = terms.status === "success" ? terms.data.termsList : [];
  const missing = acceptance.status === "success" ? acceptance.data.missingList : null;
  // Until the member touches a box: what they accepted before stays accepted.
  const shown =
    checked ??
    Object.fromEntries(list.map((term) => [term.terSeq, term.reqYn === "Y" && missing !== null && term.agreFlag !== null && !missing.includes(term.agreFlag)]));

  const allRequired = z.custom<Record<string, never>>(() => list.every((term) => term.reqYn !== "Y" || shown[term.terSeq]), {
    message: "login.terms.requiredMissing",
  });
  const submission = useSubmit(
    async (_: Record<string, never>, signal: AbortSignal) => {
      const flags = Object.fromEntries(list.filter((term) => term.agreFlag).map((term) => [term.agreFlag as string, shown[term.terSeq] ? "Y" : "N"]));
      await save({ params: { mall: mall.path }, input: flags }, { signal });
    },
    { words: t, schema: allRequired, onSuccess: () => navigate(safeReturnPath(q.returnTo, window.location.origin) ?? homePathFor(mall), { replace: true }) },
  );

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("login.terms.heading")}</h1>
      <p className={styles.intro}>{t("login.terms.intro")}</p>
      <QueryView state={terms} isEmpty={(d) => d.termsList.length === 0} empty={<p className={styles.intro}>{t("login.terms.empty")}</p>}>
        {() => (
          <Form submission={submission} values={{}} className={styles.form}>
            <TermsChecklist terms={list} checked={shown} onChange={setChecked} />
            <SubmitButton>{t("login.terms.submit")}</SubmitButton>
          </Form>
        )}
      </QueryView>
    </div>
  );
}
