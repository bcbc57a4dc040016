import type { DOMPurify } from "dompurify";
import { useEffect, useMemo, useState } from "react";
import { useLinkEnvironment } from "../links/link-policy-context.ts";
import { loadPurify, loadedPurify } from "./load-purify.ts";
import { sanitizeHtml } from "./sanitize-html.ts";

/** DOMPurify once it has loaded (null until then); starts the load on first use. */
export function usePurify(): DOMPurify | null {
  const [purify, setPurify] = useState<DOMPurify | null>(loadedPurify);
  useEffect(() => {
    if (purify) return;
    let live = true;
    loadPurify().then(
      (p) => {
        // DOMPurify is itself a function: wrap it, or React would call it as a state updater.
        if (live) setPurify(() => p);
      },
      (error: unknown) => {
        // Without the sanitizer the HTML is not shown at all; the next mount tries again.
        console.warn("could not load the HTML sanitizer", error);
      },
    );
    return () => {
      live = false;
    };
  }, [purify]);
  return purify;
}

/** Server HTML sanitized under the current link policy, or null while the sanitizer loads. */
export function useSanitizedHtml(html: string | null | undefined): string | null {
  const purify = usePurify();
  const { policy } = useLinkEnvironment();
  return useMemo(() => (purify ? sanitizeHtml(purify, html, policy) : null), [purify, html, policy]);
}
