import { useCallback, useEffect, useRef } from "react";
import { handOverToApp, windowHandoverEnvironment } from "./app-handover.ts";

/**
 * Hands the page over to an app's deep link with its web fallback (handOverToApp), one hand-over at
 * a time; one still pending is cancelled when the component unmounts.
 */
export function useAppHandover(assign: (url: string) => void): (appUrl: string, webUrl: string) => void {
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);
  return useCallback(
    (appUrl, webUrl) => {
      cancel.current?.();
      cancel.current = handOverToApp(appUrl, webUrl, windowHandoverEnvironment(assign));
    },
    [assign],
  );
}
