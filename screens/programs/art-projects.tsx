import { libraryEndpoints } from "../../schemas/api/programs-library.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { Link } from "react-router";
import styles from "./art-projects.module.css";
import list from "./programs.module.css";
import { artProjectsMessages } from "./art-projects.messages.ts";

/**
 * The art projects section of the library page (artProjectList.do, 10 a page with "more"), where
 * the route's props say the mall has art projects (hanam and coexmall: `artProjects` on the library
 * route): each project's image, title, artist and dates, linked to its page.
 */
export function ArtProjects({ mallPath }: { mallPath: string }) {
  const t = useMessages(artProjectsMessages);
  const { formatShortDate } = useFormat();
  const hrefs = useScreenHrefs();
  const projects = usePagedList(libraryEndpoints.libraryArtProjects, { params: { mall: mallPath } });
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>{t("art.section")}</h2>
      {/* The program list above restores the page's scroll on back; one restorer per page. */}
      <PagedSection list={projects} label={t("art.section")} restoreScroll={false} empty={<EmptyState icon="library" title={t("art.empty")} />}>
        {(rows) => (
          <ul className={list.rows}>
            {rows.map((a) => {
              const to = hrefs("artProjectDetail", { projectId: String(a.contSeq) });
              const content = (
                <>
                  <img className={list.thumb} src={a.imgMobUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />
                  <span className={list.rowText}>
                    <span className={list.rowTitle}>{a.titl}</span>
                    <span className={list.rowMeta}>{a.artistNm}</span>
                    <span className={list.rowMeta}>{t("art.periodValue", { start: formatShortDate(a.strtDt), end: formatShortDate(a.endDt) })}</span>
                  </span>
                </>
              );
              return (
                <li key={a.contSeq} className={list.row}>
                  {to === null ? (
                    <span className={list.rowLink}>{content}</span>
                  ) : (
                    <Link to={to} className={list.rowLink}>
                      {content}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </PagedSection>
    </div>
  );
}
