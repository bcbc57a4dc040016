import type { ReactNode } from "react";
import { useCloseBack } from "../../engine/routing/use-close-back.ts";
import { AppHeader } from "../../engine/ui/app-header.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./terms.module.css";

/**
 * The frame of the app's terms pages (/app/setting/policyAgreement, /app/agreement/notice_access):
 * the shell shows no header there, so the page brings its own, with a back button (one history
 * step, or `back` when the page was opened first) and its title as the page heading.
 */
export function AppTermsFrame({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  const goBack = useCloseBack(back);
  return (
    <>
      <AppHeader title={<h1 className={styles.barTitle}>{title}</h1>} onBack={goBack} />
      <div className={page.page}>{children}</div>
    </>
  );
}
