import { useLocation, useNavigate } from "react-router";
import { useSetQuery } from "../../engine/routing/use-set-query.ts";

/**
 * Closing a program query dialog (lecture, winners) removes its query (spec part-1 §2): back one
 * step when a page of the app opened it (its navigation pushed the entry carrying `{ dialog }` in
 * its history state, so the page without the dialog is the entry before: back and close do the
 * same), else the same page without it, in place.
 */
export function useQueryDialogClose(param: string, dialog: string): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const setQuery = useSetQuery();
  const openedHere = (location.state as { dialog?: unknown } | null)?.dialog === dialog;
  return () => {
    if (openedHere) void navigate(-1);
    else setQuery(param, null);
  };
}
