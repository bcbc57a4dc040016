import { libraryEndpoints } from "../../schemas/api/programs-library.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DataLink } from "../../engine/links/data-link.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { Icon } from "../../engine/ui/icon.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./review-videos.module.css";
import { reviewVideosMessages } from "./review-videos.messages.ts";

/**
 * Suwon's library TV review videos (sw/library/reviewVideo; fieldLibraryTV/review.do, 10 a page with
 * "more"): each video's thumbnail with its play time, its title and date; the thumbnail opens the
 * video at its host, a classified link (the host is listed in brands.json links.externalHosts; the
 * page's content policy plays no media from other hosts inline, docs/decisions/0035).
 */
export default function ReviewVideosScreen() {
  const t = useMessages(reviewVideosMessages);
  const kit = useKitWords();
  const { formatShortDate } = useFormat();
  const list = usePagedList(libraryEndpoints.libraryTvReviews, { params: {} });
  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit("route.reviewVideo")}</h1>
      <p className={styles.hint}>{t("reviewVideos.opensNew")}</p>
      <PagedSection list={list} label={t("reviewVideos.list")} empty={<EmptyState icon="play" title={t("reviewVideos.empty")} />}>
        {(videos) => (
          <ul className={styles.videos}>
            {videos.map((v) => (
              <li key={v.revSeq} className={styles.video}>
                <DataLink href={v.videoUrl} className={styles.link} aria-label={t("reviewVideos.play", { title: v.titl, time: v.playTm })}>
                  <img className={styles.thumb} src={v.thumbUrl} alt="" width={320} height={180} loading="lazy" decoding="async" />
                  <span className={styles.play}>
                    <Icon name="play" size={32} />
                  </span>
                  <span className={styles.time}>{v.playTm}</span>
                </DataLink>
                <h2 className={styles.title}>{v.titl}</h2>
                <p className={styles.meta}>
                  <time dateTime={v.regDt}>{formatShortDate(v.regDt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </PagedSection>
    </div>
  );
}
