import type { ReactNode } from "react";
import { useCloseBack } from "../../engine/routing/use-close-back.ts";
import { AppHeader } from "../../engine/ui/app-header.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./app-page.module.css";

/**
 * The frame of an /app page: the shell shows no header there (no mall), so the page brings its
 * own: a back button (one history step, or `back` when the page was opened first) and its title as
 * the page heading.
 */
export function AppPage({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  const goBack = useCloseBack(back);
  return (
    <>
      <AppHeader title={<h1 className={styles.title}>{title}</h1>} onBack={goBack} />
      <div className={page.page}>{children}</div>
    </>
  );
}
