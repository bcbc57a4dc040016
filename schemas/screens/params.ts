import type { ScreenId } from "../screen-ids.ts";

/**
 * The path params of every screen that has any: the names a route mounting the screen may put in
 * its path (:eventId), whatever route set mounts it. The manifest check reports a route whose path
 * params are not its screen's (file and JSON pointer), so the screen reads one name everywhere and a
 * link by screen id (engine/routing/screen-href.ts) is typed by these names. A screen not listed
 * takes no path params.
 */
export const screenParams = {
  clubBridge: ["eventId"],
  tenantList: ["tnId"],
  floorInfo: ["floor", "tnId"],
  tenantDetail: ["tenantId"],
  entertainmentDetail: ["id"],
  eventDetail: ["eventId"],
  stampEvent: ["eventMon", "eventId"],
  brandPromotionDetail: ["eventId"],
  couponDetail: ["couponId"],
  receiptDetail: ["treceiptId"],
  noticeDetail: ["noticeId"],
  inquiryDetail: ["qnaId"],
  artProjectDetail: ["projectId"],
  programDetail: ["id"],
  programApply: ["id"],
  winnerCheck: ["id"],
} as const satisfies { readonly [S in ScreenId]?: readonly string[] };

/** The path param names of a screen (never for a screen that takes none). */
export type ScreenParamName<S extends ScreenId> = S extends keyof typeof screenParams ? (typeof screenParams)[S][number] : never;

/** The path param values a link to a screen gives; which of them a link needs depends on the route it picks. */
export type ScreenParams<S extends ScreenId> = { readonly [K in ScreenParamName<S>]?: string | number | undefined };

/** The declared path params of a screen, as plain strings (empty for a screen that takes none). */
export function paramsOfScreen(screen: ScreenId): readonly string[] {
  return (screenParams as Partial<Record<ScreenId, readonly string[]>>)[screen] ?? [];
}
