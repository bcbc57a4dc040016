import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import styles from "./board.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { boardMessages } from "./board.messages.ts";

/** How many rows a keyword found, once the list has answered; nothing without a keyword. */
export function SearchStatus({ keyword, total }: { keyword: string | undefined; total: number | null }) {
  const t = useMessages(boardMessages);
  return (
    <p className={styles.status} role="status">
      {keyword !== undefined && total !== null && total > 0 ? t("board.search.results", { keyword, count: total }) : ""}
    </p>
  );
}

/** A list's empty state: nothing matches the keyword (with the way back to every row), or nothing at all. */
export function SearchEmpty({ keyword, none, onShowAll }: { keyword: string | undefined; none: string; onShowAll: () => void }) {
  const t = useMessages(boardMessages);
  if (keyword === undefined) return <EmptyState icon="service" title={none} />;
  return (
    <EmptyState
      icon="search"
      title={t("board.search.none", { keyword })}
      action={
        <Button variant="secondary" onClick={onShowAll}>
          {t("board.search.showAll")}
        </Button>
      }
    />
  );
}
