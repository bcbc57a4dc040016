import { useCallback } from "react";
import type { PageItem } from "../../schemas/api/endpoint.ts";
import { kidsEndpoints } from "../../schemas/api/programs-kids.ts";
import { libraryEndpoints } from "../../schemas/api/programs-library.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { maskedWriter } from "./masked-writer.ts";
import styles from "./programs.module.css";
import { programsPageMessages } from "./programs-page.messages.ts";

type Review = PageItem<typeof kidsEndpoints.kidsReviews>;

/**
 * The review tab (review.do of the kids or the library, 10 a page with "more"): the program, the
 * review's title and text (plain text: the writer's words, never HTML), the writer masked and the date.
 */
export function ReviewList({ library, mallPath }: { library: boolean; mallPath: string }) {
  const t = useMessages(programsPageMessages);
  const { formatShortDate, isEmptyValue } = useFormat();
  const endpoint = (library ? libraryEndpoints.libraryReviews : kidsEndpoints.kidsReviews) as typeof kidsEndpoints.kidsReviews;
  const list = usePagedList(endpoint, { params: { mall: mallPath } });
  // Stable while the page's words stay: a tap on "more" leaves the rows alone.
  const renderRows = useCallback(
    (reviews: readonly Review[]) => (
      <ul className={styles.reviews}>
        {reviews.map((r) => (
          <li key={r.revSeq} className={styles.review}>
            <article className={styles.reviewBody} aria-labelledby={`review-${r.revSeq}`}>
              {r.imgMobUrl !== null && !isEmptyValue(r.imgMobUrl) && (
                <img className={styles.reviewImage} src={r.imgMobUrl} alt="" width={640} height={360} loading="lazy" decoding="async" />
              )}
              <p className={styles.rowMeta}>{r.progTitl}</p>
              <h3 id={`review-${r.revSeq}`} className={styles.reviewTitle}>
                {r.revTitl}
              </h3>
              <p className={styles.reviewText}>{r.revCont}</p>
              <p className={styles.rowMeta}>
                {t("programs.review.writer", { name: maskedWriter(r.wrtrNm) })} · <time dateTime={r.regDt}>{formatShortDate(r.regDt)}</time>
              </p>
            </article>
          </li>
        ))}
      </ul>
    ),
    [t, formatShortDate, isEmptyValue],
  );
  return (
    <PagedSection list={list} label={t("programs.reviews")} empty={<EmptyState icon={library ? "library" : "kids"} title={t("programs.reviews.empty")} />}>
      {renderRows}
    </PagedSection>
  );
}
