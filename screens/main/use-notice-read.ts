import { useEffect } from "react";
import { forgetHiddenToday } from "../../engine/shell/hidden-today.ts";
import type { homeNotices } from "./notice-keys.ts";

/**
 * A home's part that has read its notice hidden for today renders nothing for it; the name the
 * HTML's head gave the notice (engine/shell/hidden-today.ts) has then served, and is dropped, so it
 * hides nothing on another mall's home the app shows next.
 */
export function useNoticeRead(name: keyof ReturnType<typeof homeNotices>, hidden: boolean): void {
  useEffect(() => {
    if (hidden) forgetHiddenToday(name);
  }, [name, hidden]);
}
