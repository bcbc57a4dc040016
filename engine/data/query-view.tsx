import { memo, type ReactNode } from "react";
import { EmptyState } from "../ui/empty-state.tsx";
import { ErrorState } from "../ui/error-state.tsx";
import { SkeletonText } from "../ui/skeleton.tsx";
import { useDataWords } from "./data-words.ts";
import { errorMessageId } from "./error-message.ts";
import type { QueryState } from "./query-state.ts";

export interface QueryViewProps<T> {
  state: QueryState<T>;
  /**
   * The content, given the data. A stable function (useCallback) lets a render that changes neither
   * it nor the data skip the content: a tap's own render (a chip, a tab) leaves the rows alone.
   */
  children: (data: T) => ReactNode;
  /** Placeholder shapes while nothing is loaded yet (default: three text lines). */
  skeleton?: ReactNode;
  /** Whether the data has nothing to show (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  /** The screen's empty state (default: the generic EmptyState). */
  empty?: ReactNode;
  /**
   * The spec swallows this screen's failures into its empty state (the receipt list): show `empty`
   * instead of the error state.
   */
  errorShowsEmpty?: boolean;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** The content of the data: rendered again only when the data or the function that renders it changes. */
const Content = memo(function Content({ data, render }: { data: unknown; render: (data: unknown) => ReactNode }) {
  return <>{render(data)}</>;
});

/** The one way a screen shows loaded data: skeleton, error with retry (by ApiError kind), empty state or content. */
export function QueryView<T>({ state, children, skeleton, isEmpty = emptyArray, empty, errorShowsEmpty = false }: QueryViewProps<T>) {
  const t = useDataWords();
  const emptyView = <>{empty ?? <EmptyState />}</>;
  if (state.status === "success") return isEmpty(state.data) ? emptyView : <Content data={state.data} render={children as (data: unknown) => ReactNode} />;
  const message = state.status === "error" ? errorMessageId(state.error) : null;
  if (state.status === "error" && message !== null) {
    if (errorShowsEmpty) return emptyView;
    return <ErrorState description={t(message)} onRetry={state.retry} />;
  }
  return (
    <div role="status" aria-busy="true" aria-label={t("data.loading")}>
      {skeleton ?? <SkeletonText lines={3} />}
    </div>
  );
}
