import { useDeferredValue, type ReactNode } from "react";
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
  // A new page of rows shows in a render of its own (a deferred value): the call's answer arrives as
  // a store update, which React renders synchronously, in one task, and the rows would make that
  // task long; deferred, they render in slices that leave the main thread free between them (the
  // page's blocking time, a tap meanwhile). What the list shows when it mounts is not deferred.
  // The scroll goes back once the render that has the rows is in.
  const shown = useDeferredValue(list.state);
  // The "more" button sits under the rows: it shows with them, in the same deferred render, or it
  // would show under the skeleton first and be pushed down when the rows come (a layout shift).
  const hasMore = useDeferredValue(list.hasMore);
  useRestoredScroll(list.key, restoreScroll && shown.status === "success");
  return (
    <section aria-label={label} aria-busy={list.state.status === "loading" || list.loadingMore} className={className}>
      {instead ?? (
        <QueryView state={shown} empty={empty} errorShowsEmpty={errorShowsEmpty}>
          {children}
        </QueryView>
      )}
      <MoreButton list={{ ...list, hasMore }} />
    </section>
  );
}
