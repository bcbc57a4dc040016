import { kidsEndpoints } from "../../schemas/api/programs-kids.ts";
import { libraryEndpoints } from "../../schemas/api/programs-library.ts";
import type { QueryState } from "../../engine/data/query-state.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { joinStateOf } from "./join-state.ts";

/** A program the apply form offers: its rounds (a multi-round one needs its round chosen) and its party limit. */
export interface ApplyChoice {
  id: string;
  title: string;
  date: string;
  place: string;
  rounds: readonly { no: number; hm: string }[];
  maxJoinNum: number;
}

const mapState = <T, U>(state: QueryState<T>, f: (data: T) => U): QueryState<U> => (state.status === "success" ? { ...state, data: f(state.data) } : state);

/**
 * The programs open for application (F39): a kids (and city-lounge) form offers the mall's
 * programJoinList (kidsJoinList, spec part-1 §3); the library has no join list, so its form offers
 * the upcoming lectures of the list's first page that are open now (docs/decisions/0034).
 */
export function useApplyChoices(library: boolean, mall: string): QueryState<readonly ApplyChoice[]> {
  const { now } = useFormat();
  const kids = useApiQuery(kidsEndpoints.kidsJoinList, { params: { mall } }, { enabled: !library });
  const lectures = useApiQuery(libraryEndpoints.libraryLectureList, { params: { mall }, input: { pageIndex: 1, thm: "", passed: "N" } }, { enabled: library });
  if (library)
    return mapState(lectures, (d) =>
      d.programList
        .filter((p) => joinStateOf(p, now()) === "open")
        .map((p) => ({
          id: p.slpSeq,
          title: p.progTitl,
          date: p.progDt,
          place: p.progPlc,
          rounds: p.progRndList.map((r) => ({ no: r.rndNo, hm: r.rndHm })),
          maxJoinNum: p.maxJoinNum,
        })),
    );
  return mapState(kids, (d) =>
    d.list.map((p) => ({
      id: p.skpSeq,
      title: p.progTitl,
      date: p.progDt,
      place: p.progPlc,
      rounds: p.progRndList.map((r) => ({ no: r.progRndNo, hm: r.rndHm })),
      maxJoinNum: p.maxJoinNum,
    })),
  );
}
