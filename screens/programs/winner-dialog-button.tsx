import type { ReactNode } from "react";
import { Button } from "../../engine/ui/button.tsx";
import type { IdKind } from "./program-links.ts";
import { useWinnerOpen } from "./winner-open.ts";
import styles from "./winner-check.module.css";

/**
 * The program page's winner check on the standard malls (no winner page there): asks for the
 * programs with winners, then opens the winner dialog over the page, or says none is registered.
 */
export function WinnerDialogButton({ kind, children }: { kind: IdKind; children: ReactNode }) {
  const { open, state } = useWinnerOpen();
  const loading = state.status === "loading";
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void open({ kind }, null)} aria-disabled={loading} aria-busy={loading}>
        {children}
      </Button>
      <span role="status" className={styles.openNote}>
        {state.status === "failed" ? state.message : ""}
      </span>
    </>
  );
}
