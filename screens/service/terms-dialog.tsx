import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { Dialog } from "../../engine/ui/dialog.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { termsMessages } from "./terms.messages.ts";
import { TermsContent, useTerms, useTermsTitle, type TermsMall } from "./terms-view.tsx";

/**
 * The terms in a full-screen dialog (Centerfield's terms over its pages, a term of the app's terms
 * list): titled by the terms, their versions and body, or the not-found text. Mount it with the
 * key as React key.
 */
export function TermsDialog({ mall, agreementKey, onClose }: { mall: TermsMall; agreementKey: string | undefined; onClose: () => void }) {
  const t = useMessages(termsMessages);
  const kit = useKitWords();
  const terms = useTerms(mall, agreementKey);
  const title = useTermsTitle(terms);
  return (
    <Dialog open fullScreen title={title ?? kit("route.agreement")} onClose={onClose}>
      {terms.kind === "notFound" ? (
        <EmptyState icon="service" title={t("terms.notFound")} description={t("terms.notFound.text")} />
      ) : (
        <TermsContent terms={terms} />
      )}
    </Dialog>
  );
}
