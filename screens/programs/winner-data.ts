import { kidsEndpoints } from "../../schemas/api/programs-kids.ts";
import { libraryEndpoints } from "../../schemas/api/programs-library.ts";
import { anyProgSeq } from "../../schemas/api/programs-models.ts";
import type { QueryState } from "../../engine/data/query-state.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import type { IdKind } from "./program-links.ts";

/** An announced round of a program (przProgramList.do's row). */
export interface PrizeRound {
  rndHm: string;
  progRndNo: number;
}

/** A program with winners, its announced rounds together (the list answers one row per round). */
export interface PrizeProgram {
  id: string;
  progTitl: string;
  progDt: string;
  przDateTime: string;
  isMulti: boolean;
  rounds: PrizeRound[];
}

interface PrizeRow {
  progTitl: string;
  progDt: string;
  progRndHm: string;
  progRndNo: number;
  isMulti: boolean;
  przDateTime: string;
}

/** The rows of przProgramList.do (or the library's twin) grouped by program, in the answer's order. */
export function groupPrizeRows(rows: readonly (PrizeRow & { id: string })[]): PrizeProgram[] {
  const byId = new Map<string, PrizeProgram>();
  for (const r of rows) {
    const p = byId.get(r.id) ?? { id: r.id, progTitl: r.progTitl, progDt: r.progDt, przDateTime: r.przDateTime, isMulti: r.isMulti, rounds: [] };
    if (!p.rounds.some((x) => x.progRndNo === r.progRndNo)) p.rounds.push({ rndHm: r.progRndHm, progRndNo: r.progRndNo });
    byId.set(r.id, p);
  }
  return [...byId.values()];
}

/** The prize program list endpoint of a kind: the kids przProgramList.do, or the library's twin (decision 3). */
export const prizeProgramsEndpoint = (kind: IdKind) => (kind === "library" ? libraryEndpoints.libraryPrizePrograms : kidsEndpoints.kidsPrizePrograms);

const mapped = <T, U>(state: QueryState<T>, map: (data: T) => U): QueryState<U> =>
  state.status === "success" ? { status: "success", data: map(state.data), refreshing: state.refreshing } : state;

/** The programs of a kind whose winners are out, each with its announced rounds. */
export function usePrizePrograms(kind: IdKind, enabled = true): QueryState<PrizeProgram[]> {
  const { mall } = useMall();
  const params = { mall: mall?.path ?? DEFAULT_MALL_PATH };
  const kids = useApiQuery(kidsEndpoints.kidsPrizePrograms, { params }, { enabled: enabled && kind === "kids" });
  const library = useApiQuery(libraryEndpoints.libraryPrizePrograms, { params }, { enabled: enabled && kind === "library" });
  return kind === "library"
    ? mapped(library, (d) => groupPrizeRows(d.przProgramList.map((r) => ({ ...r, id: r.slpSeq }))))
    : mapped(kids, (d) => groupPrizeRows(d.przProgramList.map((r) => ({ ...r, id: r.skpSeq }))));
}

/** Whether an id can be asked for (the server's program id rule): a malformed one is "not found" without a call. */
export const isProgramId = (id: string): boolean => anyProgSeq.safeParse(id).success;

/** A program's winners by round (programPrzList.do: any id, SLP included); empty before the announcement. */
export function usePrizeList(id: string, enabled = true) {
  const { mall } = useMall();
  return useApiQuery(
    kidsEndpoints.kidsPrizeList,
    { params: { mall: mall?.path ?? DEFAULT_MALL_PATH }, input: { skpSeq: id } },
    { enabled: enabled && isProgramId(id) },
  );
}
