import type { MouseEvent } from "react";
import { classifyLink } from "../../engine/links/classify-link.ts";
import { useLinkEnvironment } from "../../engine/links/link-policy-context.ts";
import { isModifiedClick } from "../../engine/links/open-link.ts";
import { Icon } from "../../engine/ui/icon.tsx";
import { VisuallyHidden } from "../../engine/ui/visually-hidden.tsx";
import styles from "./investor.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { investorMessages } from "./investor.messages.ts";

/**
 * A post's attached file, a link from data and so classified (docs/decisions/0029): a path of this
 * site or a listed https host opens as a document in a new tab (through the native app where it
 * opens links); anything else shows the file's name without a link.
 */
export function InvestorFile({ url, name }: { url: string | null; name: string }) {
  const t = useMessages(investorMessages);
  const { policy, openExternal } = useLinkEnvironment();
  const link = classifyLink(url, policy);
  const target = link.kind === "internal" ? link.path : link.kind === "external" ? link.url : null;
  const label = (
    <>
      <Icon name="receipt" size={18} />
      <span className={styles.fileLabel}>{t("investor.file")}</span> <span className={styles.fileName}>{name}</span>{" "}
    </>
  );
  if (target === null)
    return (
      <p className={styles.file}>
        {label}
        <VisuallyHidden>{t("investor.file.unavailable")}</VisuallyHidden>
      </p>
    );
  const openInApp = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!openExternal || isModifiedClick(event)) return;
    event.preventDefault();
    openExternal(new URL(target, window.location.href).href);
  };
  return (
    <a className={`${styles.file} ${styles.fileLink}`} href={target} target="_blank" rel="noopener noreferrer" onClick={openInApp}>
      {label}
      <VisuallyHidden>{t("investor.file.newWindow")}</VisuallyHidden>
    </a>
  );
}
