import { tenantsEndpoints } from "../../schemas/api/tenants.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import type { QueryState } from "../../engine/data/query-state.ts";

export type Cinema = "megabox" | "cgv";

/** The listing endpoint of a cinema (megabox.do, cgv.do: the same contract). */
export const cinemaEndpoint = (c: Cinema) => (c === "cgv" ? tenantsEndpoints.cgv : tenantsEndpoints.megabox) as typeof tenantsEndpoints.megabox;

/** The mall's cinema and its name, or null when it has none. */
export interface CinemaInfo {
  cinema: Cinema;
  cinemaNm: string;
}

const count = (s: QueryState<{ paginationInfo: { totalRecordCount: number } }>) => (s.status === "success" ? s.data.paginationInfo.totalRecordCount : 0);

/**
 * Which cinema the mall has: both listings are asked (a mall has at most one; the other answers
 * empty), showing-now first and, when both are empty, coming soon. Null when the mall has none.
 * Not enabled: nothing is asked (loading).
 */
export function useCinema(mallPath: string, enabled = true): QueryState<CinemaInfo | null> {
  const args = (type: "now" | "soon") => ({ params: { mall: mallPath }, input: { type, pagenum: 1 } });
  const megaNow = useApiQuery(tenantsEndpoints.megabox, args("now"), { enabled });
  const cgvNow = useApiQuery(tenantsEndpoints.cgv, args("now"), { enabled });
  const nowSettled = megaNow.status === "success" && cgvNow.status === "success";
  const askSoon = nowSettled && count(megaNow) === 0 && count(cgvNow) === 0;
  const megaSoon = useApiQuery(tenantsEndpoints.megabox, args("soon"), { enabled: askSoon });
  const cgvSoon = useApiQuery(tenantsEndpoints.cgv, args("soon"), { enabled: askSoon });

  const states = askSoon ? [megaSoon, cgvSoon] : [megaNow, cgvNow];
  const failed = states.find((s) => s.status === "error");
  if (failed?.status === "error") {
    const retries = states.flatMap((s) => (s.status === "error" ? [s.retry] : []));
    return { status: "error", error: failed.error, retry: () => retries.forEach((r) => r()) };
  }
  const [mega, cgv] = states as [typeof megaNow, typeof cgvNow];
  if (mega.status !== "success" || cgv.status !== "success") return { status: "loading" };
  const refreshing = mega.refreshing || cgv.refreshing;
  if (count(mega) > 0) return { status: "success", data: { cinema: "megabox", cinemaNm: mega.data.cinemaNm }, refreshing };
  if (count(cgv) > 0) return { status: "success", data: { cinema: "cgv", cinemaNm: cgv.data.cinemaNm }, refreshing };
  return { status: "success", data: null, refreshing };
}
