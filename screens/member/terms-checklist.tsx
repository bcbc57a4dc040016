import { Suspense, useState } from "react";
import type * as z from "zod/mini";
import type { memberEndpoints } from "../../schemas/api/member.ts";
import { CheckboxField } from "../../engine/forms/checkbox-field.tsx";
import { formatVersionLabel } from "../../engine/format/version-label.ts";
import styles from "./login-agreement.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { loginMessages } from "./login.messages.ts";
import { lazyPart } from "../../engine/routing/lazy-part.ts";

// The sanitized-HTML view (and DOMPurify, and the link handling of its links) arrives with the first opened term.
const SanitizedHtml = lazyPart(() => import("../../engine/html/sanitized-html.tsx").then((m) => ({ default: m.SanitizedHtml })));

export type Term = z.output<(typeof memberEndpoints)["acceptanceOfTerms"]["response"]>["termsList"][number];

interface Props {
  terms: readonly Term[];
  checked: Readonly<Record<number, boolean>>;
  onChange: (next: Record<number, boolean>) => void;
}

/** "Accept all" and one row per term: its box (required or optional), version and text to read. */
export function TermsChecklist({ terms, checked, onChange }: Props) {
  const t = useMessages(loginMessages);
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
            <TermText summary={t("login.terms.view")} version={formatVersionLabel(term.terVer)} html={term.terCont} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A term's text, folded until the member opens it: its HTML (and the sanitizer, DOMPurify) loads
 * on the first open, not with the page, since most members accept without reading.
 */
function TermText({ summary, version, html }: { summary: string; version: string; html: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className={styles.details} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary className={styles.summary}>
        {summary} <span className={styles.version}>{version}</span>
      </summary>
      {opened && (
        <Suspense fallback={null}>
          <SanitizedHtml html={html} className={styles.body} />
        </Suspense>
      )}
    </details>
  );
}
