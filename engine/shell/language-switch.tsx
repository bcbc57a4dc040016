import { useIntl } from "react-intl";
import type { Locale } from "../../schemas/manifest-common.ts";
import styles from "./shell.module.css";

/** The ko/en switch, shown only where the mall allows both. */
export function LanguageSwitch({ locales, locale, onChange }: { locales: readonly Locale[]; locale: Locale; onChange: (l: Locale) => void }) {
  const intl = useIntl();
  if (locales.length < 2) return null;
  return (
    <div role="group" aria-label={intl.formatMessage({ id: "shell.language" })} className={styles.langSwitch}>
      {locales.map((l) => (
        <button key={l} type="button" lang={l} aria-pressed={l === locale} className={styles.langButton} onClick={() => onChange(l)}>
          {intl.formatMessage({ id: `shell.language.${l}` })}
        </button>
      ))}
    </div>
  );
}
