import { useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import type { Footer } from "../../schemas/brands.ts";
import type { Locale } from "../../schemas/manifest-common.ts";
import { useScreenHrefs } from "../routing/screen-href.ts";
import { useMall } from "./mall-context.ts";
import styles from "./mall-footer.module.css";

/** The query parameter of the terms: the shell's terms dialog where a page declares it, else the terms page's. */
const TERMS_PARAM = "agreement";

/** The current page with one query parameter set (the rest kept). */
function withParam(pathname: string, search: string, key: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(key, value);
  return `${pathname}?${params.toString()}`;
}

/**
 * A mall's footer (brands.json footer): the mall's terms (its manifest's footerTerms, else the
 * footer's), then the company's lines. A term opens the shell's terms dialog over the page where the
 * shown route declares it (`routeQuery` holds `agreement`: Centerfield's pages), else the mall's
 * terms page (the agreement route it mounts); without either it is left out. The homes show the
 * footer under their content; a mall with its own site frame (chrome site) has it under every page.
 */
export function MallFooter({ footer, locale, routeQuery }: { footer: Footer; locale: Locale; routeQuery?: readonly string[] | undefined }) {
  const intl = useIntl();
  const hrefs = useScreenHrefs();
  const { pathname, search } = useLocation();
  const { mall } = useMall();
  const inDialog = routeQuery?.includes(TERMS_PARAM) ?? false;
  const terms = (mall?.footerTerms ?? footer.terms).flatMap((term) => {
    const to = inDialog ? withParam(pathname, search, TERMS_PARAM, term.agreement) : hrefs("agreementPage", {}, { [TERMS_PARAM]: term.agreement });
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
