import { withPage } from "../../schemas/api/endpoint.ts";
import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { tenantDirectoryQuery } from "../../schemas/screens/query-stores.ts";
import { parseQuery } from "../../engine/routing/query.ts";
import { filtersOf, inputOf } from "./directory-filters.ts";

/** Stores per page of the directory. */
export const DIRECTORY_PAGE_SIZE = 20;

/**
 * The store directory's calls: its category tree and filter options (one small call), and its list
 * for a selection without the page (the list's paging adds it). The screen makes them, and the
 * HTML the build writes for the directory's paths asks for them ahead of the app
 * (app/prerender.tsx), so both must name the same URLs.
 */
export const directoryOptionsCall = (mall: string) => ({ params: { mall }, input: { pageIndex: 1, result_tnt_cnt: 1 } }) as const;
export const directoryListCall = (mall: string, input: Readonly<Record<string, string | number>>) =>
  ({ params: { mall }, input: { ...input, result_tnt_cnt: DIRECTORY_PAGE_SIZE } }) as const;

/** The directory's module (its screen), which the HTML of its paths preloads. */
export const TENANT_LIST_MODULE = "screens/stores/tenant-list.screen.tsx";

/** What the directory asks for as it opens without a query: its options and the first page of every store. */
export const directoryFirstCalls = (mall: string) => {
  const everyStore = inputOf(filtersOf(parseQuery(tenantDirectoryQuery, new URLSearchParams())));
  return [
    { endpoint: tenantsEndpoints.categoryInfo, args: directoryOptionsCall(mall) },
    { endpoint: tenantsEndpoints.categoryInfo, args: withPage(tenantsEndpoints.categoryInfo, directoryListCall(mall, everyStore), 1) },
  ];
};
