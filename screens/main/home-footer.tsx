import { Link } from "react-router";
import type { Footer } from "../../schemas/brands.ts";
import type { Locale } from "../../schemas/manifest-common.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { homeMessages } from "./home.messages.ts";
import styles from "./home-footer.module.css";

/** The mall home's footer (brands.json footer): the terms pages of the mall, then the company's lines. */
export function HomeFooter({ footer, locale }: { footer: Footer; locale: Locale }) {
  const t = useMessages(homeMessages);
  const hrefs = useScreenHrefs();
  const terms = footer.terms.flatMap((term) => {
    const to = hrefs("agreementPage", {}, { agreement: term.agreement });
    return to === null ? [] : [{ ...term, to }];
  });
  return (
    <footer className={styles.footer}>
      {terms.length > 0 && (
        <nav aria-label={t("home.footer.terms")}>
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
