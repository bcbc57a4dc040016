import { useMall } from "../../engine/shell/mall-context.ts";
import page from "../../engine/ui/page.module.css";
import { SearchPanel } from "./search-panel.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { searchMessages } from "./search.messages.ts";

const GROUPS = ["stores", "events", "lectures", "coupons"] as const;

/** The search page (m/search): stores, events, lectures and coupons of the mall. */
export default function SearchScreen() {
  const t = useMessages(searchMessages);
  const { mall } = useMall();
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t("search.dialogTitle")}</h1>
      {mall && <SearchPanel key={mall.path} mall={mall} groups={GROUPS} />}
    </div>
  );
}
