import { Button } from "../ui/button.tsx";
import { useDataWords } from "./data-words.ts";
import { errorMessageId } from "./error-message.ts";
import type { PagedList } from "./use-paged-list.ts";
import styles from "./more-button.module.css";

export interface MoreButtonProps {
  list: Pick<PagedList<unknown>, "hasMore" | "loadingMore" | "moreError" | "loadMore">;
}

/**
 * The "more" button under a paged list: shown only while more pages exist; after a failed page it
 * says so and offers to load it again. Taps while a page loads do nothing (usePagedList guards).
 */
export function MoreButton({ list }: MoreButtonProps) {
  const t = useDataWords();
  if (!list.hasMore) return null;
  const failed = list.moreError ? errorMessageId(list.moreError) : null;
  return (
    <div className={styles.more}>
      {failed !== null && (
        <p className={styles.failed} role="alert">
          {t("data.more.failed")} {t(failed)}
        </p>
      )}
      <Button variant="secondary" block aria-busy={list.loadingMore} onClick={list.loadMore}>
        {t(failed !== null ? "data.more.retry" : "data.more")}
      </Button>
    </div>
  );
}
