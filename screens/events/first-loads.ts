import { contentEndpoints } from "../../schemas/api/content.ts";
import { withPage } from "../../schemas/api/endpoint.ts";
import { eventsEndpoints } from "../../schemas/api/events.ts";
import type { StatusTab } from "./status-list.tsx";

/**
 * The event list's call for a tab, without its page (the list's paging adds it): the screen makes
 * it, and the HTML the build writes for the list's paths asks for its first page ahead of the app
 * (app/prerender.tsx), so both must name the same URL.
 */
export const eventListCall = (mall: string, tab: StatusTab) => ({ params: { mall }, input: { evtStat: tab } }) as const;

/** Granseoul's event and coupon banners above its list. */
export const granseoulBannersCall = { endpoint: contentEndpoints.gsEventCouponBanner, args: { params: {} } } as const;

/** The event list's module (its screen), which the HTML of its paths preloads. */
export const EVENT_LIST_MODULE = "screens/events/event-list.screen.tsx";

/** What the event list asks for as it opens without a query: the first page of events in progress, and Granseoul's banners. */
export const eventListFirstCalls = (mall: string, variant: unknown) => [
  { endpoint: eventsEndpoints.list, args: withPage(eventsEndpoints.list, eventListCall(mall, "ing"), 1) },
  ...(variant === "granseoul" ? [granseoulBannersCall] : []),
];
