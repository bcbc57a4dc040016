import { agreementQuery } from "../../schemas/screens/query-agreement.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { mallByPath } from "../../engine/manifests/bundle.ts";
import { mallHref } from "../../engine/routing/screen-href.ts";
import { useCloseBack } from "../../engine/routing/use-close-back.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import hidden from "../../engine/ui/visually-hidden.module.css";
import { agreementPageMessages } from "./agreement-page.messages.ts";
import { NoticeAccess } from "./notice-access.tsx";
import { PolicyList } from "./policy-list.tsx";
import { termsMessages } from "./terms.messages.ts";
import { TermsContent, useTerms, useTermsTitle, type TermsMall } from "./terms-view.tsx";
import styles from "./terms.module.css";

export const query = agreementQuery;

/**
 * The terms viewer (F54, decision 8): m/agreement shows the terms `?agreement=<key>` names (of the
 * `?mall=` mall where it names one, else the page's), with the version dropdown, each open reloading
 * them, and closes back one step; /app/setting/policyAgreement lists the terms (view policy) and
 * /app/agreement/notice_access explains the app's permissions (view noticeAccess).
 */
export default function AgreementPageScreen({ props }: ScreenProps<"agreementPage">) {
  if (props.view === "policy") return <PolicyList />;
  if (props.view === "noticeAccess") return <NoticeAccess />;
  return <AgreementView />;
}

function AgreementView() {
  const [q] = useScreenQuery(agreementQuery);
  const { mall } = useMall();
  const close = useCloseBack(mall ? mallHref(mall) : "/");
  // The server reads the mall from the path: `?mall=` names the mall whose terms are called.
  const named = mallByPath(q.mall);
  const of = named?.kind === "mall" ? named : mall;
  if (!of) return null;
  return <AgreementTerms key={`${of.path}/${q.agreement}`} mall={of} agreementKey={q.agreement} notitle={q.notitle} onClose={close} />;
}

function AgreementTerms({
  mall,
  agreementKey,
  notitle,
  onClose,
}: {
  mall: TermsMall;
  agreementKey: string | undefined;
  notitle: boolean;
  onClose: () => void;
}) {
  const t = useMessages(agreementPageMessages, termsMessages);
  const kit = useKitWords();
  const terms = useTerms(mall, agreementKey);
  const title = useTermsTitle(terms);
  return (
    <div className={page.page}>
      {terms.kind === "notFound" ? (
        <EmptyState titleAs="h1" icon="service" title={t("terms.notFound")} description={t("terms.notFound.text")} />
      ) : (
        <>
          {/* notitle (a page the app embeds under its own title): the heading stays for screen readers. */}
          <h1 className={notitle ? hidden.hidden : page.title}>{title ?? kit("route.agreement")}</h1>
          <TermsContent terms={terms} />
        </>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t("agreementPage.close")}
        </Button>
      </div>
    </div>
  );
}
