import { useLocation } from "react-router";
import { agreementQuery } from "../../schemas/screens/query-agreement.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { bundle } from "../../engine/manifests/bundle.ts";
import { screenHrefsFor } from "../../engine/routing/screen-href.ts";
import { searchWithout, useCloseBack } from "../../engine/routing/use-close-back.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { useFallbackMall } from "../../engine/shell/fallback-mall.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { ListRow } from "../../engine/ui/list-row.tsx";
import { agreementPageMessages } from "./agreement-page.messages.ts";
import { AppTermsFrame } from "./app-terms-frame.tsx";
import { TermsDialog } from "./terms-dialog.tsx";
import styles from "./terms.module.css";

/**
 * The app's terms and policies (/app/setting/policyAgreement): the terms the mall's footer links
 * (its manifest's footerTerms, else the operator's footer) and its membership terms, of the
 * `?mall=` mall, else the visited mall, else the default mall. A term opens over the list in the
 * terms dialog (`?agreement=<key>`, a history step, so closing goes back one step).
 */
export function PolicyList() {
  const t = useMessages(agreementPageMessages);
  const kit = useKitWords();
  const { mall: current, locale } = useMall();
  const mall = useFallbackMall();
  const [q] = useScreenQuery(agreementQuery);
  const { pathname, search } = useLocation();
  const listed = searchWithout(search, ["agreement"]);
  const close = useCloseBack(`${pathname}${listed}`);
  const open = new URLSearchParams(search).has("agreement");
  const terms = [
    ...(mall.footerTerms ?? bundle.brands.footer?.terms ?? []).map((term) => ({ key: term.agreement, label: term.label[locale] })),
    { key: `${mall.product}_membership`, label: t("agreementPage.policy.membership") },
  ];
  const termHref = (key: string) => {
    const params = new URLSearchParams(listed);
    params.set("agreement", key);
    return `${pathname}?${params.toString()}`;
  };
  const settings = screenHrefsFor(null)("appSetting", {}, { mall: current?.path }) ?? "/";
  return (
    <AppTermsFrame title={kit("route.policyAgreement")} back={settings}>
      <p className={styles.intro}>{t("agreementPage.policy.intro", { mall: mall.name[locale] })}</p>
      <ul className={styles.rows} aria-label={t("agreementPage.policy.list")}>
        {terms.map((term) => (
          <ListRow key={term.key} title={term.label} to={termHref(term.key)} />
        ))}
      </ul>
      {open && <TermsDialog key={`${mall.path}/${q.agreement}`} mall={mall} agreementKey={q.agreement} onClose={close} />}
    </AppTermsFrame>
  );
}
