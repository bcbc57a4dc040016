import { useSearchParams } from "react-router";
import { useSetQuery } from "../../engine/routing/use-set-query.ts";
import { StorePopup } from "./store-popup.tsx";

/**
 * The store popup over a home (query tnId on Main, spec part-1 §2): the shell shows it while the
 * route declares tnId and the URL has it; closing removes the parameter.
 */
export function StorePopupQueryDialog() {
  const [search] = useSearchParams();
  const setQuery = useSetQuery();
  const tnId = search.get("tnId");
  if (!tnId) return null;
  return <StorePopup tntSeq={tnId} onClose={() => setQuery("tnId", null)} />;
}
