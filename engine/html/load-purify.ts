import type { DOMPurify } from "dompurify";

let loading: Promise<DOMPurify> | null = null;
let loaded: DOMPurify | null = null;

/** The DOMPurify instance when it has already loaded, else null. */
export function loadedPurify(): DOMPurify | null {
  return loaded;
}

/**
 * Loads DOMPurify once, as its own chunk: only screens that render server HTML pay for it. A failed
 * load (a dropped connection) is forgotten, so the next screen tries again.
 */
export function loadPurify(): Promise<DOMPurify> {
  loading ??= import("dompurify").then(
    (module) => {
      loaded = module.default;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
