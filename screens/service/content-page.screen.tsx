import { useId } from "react";
import { contentPageQuery } from "../../schemas/screens/query-content-page.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { mallPage } from "../../engine/manifests/mall-pages.ts";
import { mallHref } from "../../engine/routing/screen-href.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { contentPageMessages } from "./content-page.messages.ts";
import styles from "./content-page.module.css";

export const query = contentPageQuery;

/**
 * A static page of the mall (m/page?id=<id>, F53, decision 13): its title, lead and sections from
 * the manifest's `pages`, in the page's language, as plain text. A missing, malformed or unknown id
 * is the not-found page, with the way to the mall's home. No call.
 */
export default function ContentPageScreen() {
  const [q] = useScreenQuery(contentPageQuery);
  const t = useMessages(contentPageMessages);
  const { mall, locale } = useMall();
  const base = useId();
  const content = mallPage(mall?.path, q.id);
  if (!content)
    return (
      <div className={page.page}>
        <EmptyState
          titleAs="h1"
          icon="service"
          title={t("contentPage.notFound")}
          description={t("contentPage.notFound.text")}
          action={
            mall && (
              <Button to={mallHref(mall)} variant="secondary">
                {t("contentPage.toHome", { mall: mall.name[locale] })}
              </Button>
            )
          }
        />
      </div>
    );
  return (
    <article className={page.page}>
      <h1 className={page.title}>{content.title[locale]}</h1>
      {content.lead && <p className={styles.lead}>{content.lead[locale]}</p>}
      {content.sections.map((s, i) => (
        <section key={s.heading.ko} className={page.section} aria-labelledby={`${base}-${i}`}>
          <h2 id={`${base}-${i}`} className={page.subheading}>
            {s.heading[locale]}
          </h2>
          {s.paragraphs?.map((p) => (
            <p key={p.ko} className={styles.text}>
              {p[locale]}
            </p>
          ))}
          {s.points && (
            <ul className={styles.points}>
              {s.points.map((p) => (
                <li key={p.ko}>{p[locale]}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
