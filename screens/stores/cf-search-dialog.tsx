import { useRef } from "react";
import { useSetQuery } from "../../engine/routing/use-set-query.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Dialog } from "../../engine/ui/dialog.tsx";
import { SearchPanel } from "./search-panel.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { searchMessages } from "./search.messages.ts";

const GROUPS = ["stores", "events"] as const;

/**
 * Centerfield's search dialog (query cfSearch, spec part-2 §2.2): the search page's panel in a
 * full-screen dialog, stores and events only, the recommended keywords in Korean. The shell shows it
 * while the route declares cfSearch and the URL has it; closing removes the parameter.
 */
export function CfSearchDialog() {
  const t = useMessages(searchMessages);
  const { mall } = useMall();
  const setQuery = useSetQuery();
  const field = useRef<HTMLInputElement>(null);
  if (!mall) return null;
  return (
    <Dialog open fullScreen title={t("search.dialogTitle")} onClose={() => setQuery("cfSearch", null)} initialFocus={field}>
      <SearchPanel key={mall.path} mall={mall} groups={GROUPS} koreanKeywords inputRef={field} />
    </Dialog>
  );
}
