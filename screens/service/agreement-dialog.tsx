import { useSearchParams } from "react-router";
import { agreementKey } from "../../schemas/api/content.ts";
import { mallHref } from "../../engine/routing/screen-href.ts";
import { useCloseBack } from "../../engine/routing/use-close-back.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { TermsDialog } from "./terms-dialog.tsx";

/**
 * Centerfield's terms over any of its pages (query agreement, spec part-2 §2.2, decision 15): the
 * shell shows it while the route declares `agreement` and the URL has it; each open reloads the
 * terms. Closing goes back one step, or to the mall's home (cfMain) when the dialog was opened first.
 */
export function AgreementQueryDialog() {
  const { mall } = useMall();
  const [search] = useSearchParams();
  const parsed = agreementKey.safeParse(search.get("agreement") ?? undefined);
  const close = useCloseBack(mall ? mallHref(mall) : "/");
  if (!mall) return null;
  const key = parsed.success ? parsed.data : undefined;
  return <TermsDialog key={`${mall.path}/${key}`} mall={mall} agreementKey={key} onClose={close} />;
}
