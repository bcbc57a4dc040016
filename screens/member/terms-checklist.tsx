import { useIntl } from "react-intl";
import type * as z from "zod/mini";
import type { memberEndpoints } from "../../schemas/api/member.ts";
import { CheckboxField } from "../../engine/forms/checkbox-field.tsx";
import { formatVersionLabel } from "../../engine/format/version-label.ts";
import { SanitizedHtml } from "../../engine/html/sanitized-html.tsx";
import styles from "./login-agreement.module.css";

export type Term = z.output<(typeof memberEndpoints)["acceptanceOfTerms"]["response"]>["termsList"][number];

interface Props {
  terms: readonly Term[];
  checked: Readonly<Record<number, boolean>>;
  onChange: (next: Record<number, boolean>) => void;
}

/** "Accept all" and one row per term: its box (required or optional), version and text to read. */
export function TermsChecklist({ terms, checked, onChange }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const all = terms.length > 0 && terms.every((term) => checked[term.terSeq]);
  const setAll = (on: boolean) => onChange(Object.fromEntries(terms.map((term) => [term.terSeq, on])));
  return (
    <div className={styles.list}>
      <CheckboxField name="all" label={t("login.terms.all")} checked={all} onCheckedChange={setAll} className={styles.all} />
      <ul className={styles.terms}>
        {terms.map((term) => (
          <li key={term.terSeq} className={styles.term}>
            <CheckboxField
              name={`term-${term.terSeq}`}
              label={`${term.terType} ${t(term.reqYn === "Y" ? "login.terms.required" : "login.terms.optional")}`}
              checked={Boolean(checked[term.terSeq])}
              onCheckedChange={(on) => onChange({ ...checked, [term.terSeq]: on })}
            />
            <details className={styles.details}>
              <summary className={styles.summary}>
                {t("login.terms.view")} <span className={styles.version}>{formatVersionLabel(term.terVer)}</span>
              </summary>
              <SanitizedHtml html={term.terCont} className={styles.body} />
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
