import type { ReactNode } from "react";
import { MoreButton } from "./more-button.tsx";
import { QueryView } from "./query-view.tsx";
import type { PagedList } from "./use-paged-list.ts";
import { useRestoredScroll } from "./use-restored-scroll.ts";

export interface PagedSectionProps<Item> {
  /** The list from usePagedList. */
  list: PagedList<Item>;
  /** The section's accessible name: a labelled section is a region screen readers can jump to. */
  label?: string;
  /** The rows, given every row loaded so far. */
  children: (items: readonly Item[]) => ReactNode;
  /** The screen's empty state. */
  empty?: ReactNode;
  /** The spec shows this list's empty text when it fails (the receipt list): no error state. */
  errorShowsEmpty?: boolean;
  /** Shown instead of the list, with no call's state (a members-only list for a visitor). */
  instead?: ReactNode;
  /** Puts the scroll back on back navigation once the pages show (default true; off where the screen restores its own). */
  restoreScroll?: boolean;
  className?: string;
}

/**
 * The one way a screen shows a paged list: a section, busy while a page loads, with the kit's
 * loading, error (retry) and empty states, the rows, the "more" button (and its retry after a
 * failed page) and the scroll restored on back.
 */
export function PagedSection<Item>({ list, label, children, empty, errorShowsEmpty, instead, restoreScroll = true, className }: PagedSectionProps<Item>) {
  useRestoredScroll(list.key, restoreScroll && list.state.status === "success");
  return (
    <section aria-label={label} aria-busy={list.state.status === "loading" || list.loadingMore} className={className}>
      {instead ?? (
        <QueryView state={list.state} empty={empty} errorShowsEmpty={errorShowsEmpty}>
          {children}
        </QueryView>
      )}
      <MoreButton list={list} />
    </section>
  );
}
