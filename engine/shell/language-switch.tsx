import { useIntl } from "react-intl";
import type { Locale } from "../../schemas/manifest-common.ts";
import styles from "./shell.module.css";

/**
 * The ko/en switch, shown only where the mall allows both: one button naming the other language in
 * that language ("English" on a Korean page), so the header keeps its title at 320 px.
 */
export function LanguageSwitch({ locales, locale, onChange }: { locales: readonly Locale[]; locale: Locale; onChange: (l: Locale) => void }) {
  const intl = useIntl();
  const other = locales.find((l) => l !== locale);
  if (locales.length < 2 || other === undefined) return null;
  return (
    <button type="button" lang={other} className={styles.langButton} onClick={() => onChange(other)}>
      {intl.formatMessage({ id: `shell.language.${other}` })}
    </button>
  );
}
