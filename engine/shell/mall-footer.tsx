import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { Footer } from "../../schemas/brands.ts";
import type { Locale } from "../../schemas/manifest-common.ts";
import { useScreenHrefs } from "../routing/screen-href.ts";
import styles from "./mall-footer.module.css";

/**
 * A mall's footer (brands.json footer): the mall's terms pages (the agreement routes it mounts),
 * then the company's lines. The homes show it under their content; a mall with its own site frame
 * (chrome site) has it under every page.
 */
export function MallFooter({ footer, locale }: { footer: Footer; locale: Locale }) {
  const intl = useIntl();
  const hrefs = useScreenHrefs();
  const terms = footer.terms.flatMap((term) => {
    const to = hrefs("agreementPage", {}, { agreement: term.agreement });
    return to === null ? [] : [{ ...term, to }];
  });
  return (
    <footer className={styles.footer}>
      {terms.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: "shell.footer.terms" })}>
          <ul className={styles.terms}>
            {terms.map((term) => (
              <li key={term.agreement}>
                <Link to={term.to} className={term.emphasis ? `${styles.term} ${styles.strong}` : styles.term}>
                  {term.label[locale]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className={styles.company}>{footer.company[locale]}</p>
      {footer.lines.map((line) => (
        <p key={line.ko} className={styles.line}>
          {line[locale]}
        </p>
      ))}
    </footer>
  );
}
