import { kidsEndpoints } from "../../schemas/api/programs-kids.ts";
import { libraryEndpoints } from "../../schemas/api/programs-library.ts";
import { skpSeq, slpSeq } from "../../schemas/api/programs-models.ts";
import { isApiError } from "../../engine/api/errors.ts";
import type { QueryState } from "../../engine/data/query-state.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { kindOfId, type IdKind } from "./program-links.ts";
import type { ProgramDetail } from "./program-model.ts";

/** A detail answer as the screens show it, whichever call made it. */
function detailOf<T>(state: QueryState<T>, pick: (data: T) => ProgramDetail): QueryState<ProgramDetail> {
  return state.status === "success" ? { status: "success", data: pick(state.data), refreshing: state.refreshing } : state;
}

const isNotFound = (state: QueryState<unknown>) =>
  state.status === "error" &&
  isApiError(state.error) &&
  state.error.info.kind === "http" &&
  (state.error.info.status === 404 || state.error.info.status === 400);

export interface ProgramDetailQuery {
  library: boolean;
  state: QueryState<ProgramDetail>;
  /** A malformed id, one of another kind than the page's (no call), or one the server answers 400 or 404. */
  notFound: boolean;
}

/**
 * A program with its body, for the lecture dialog and Suwon's detail page: an SLP id loads the
 * library lecture, any other the kids program (spec part-1 §2). `kind`, where the page has one
 * (Suwon's kids or library page), must be the id's, else the program is not found without a call.
 */
export function useProgramDetail(id: string, kind?: IdKind): ProgramDetailQuery {
  const { mall } = useMall();
  const params = { mall: mall?.path ?? DEFAULT_MALL_PATH };
  const library = kindOfId(id) === "library";
  const valid = (kind === undefined || kind === kindOfId(id)) && (library ? slpSeq : skpSeq).safeParse(id).success;
  const kids = useApiQuery(kidsEndpoints.kidsProgramDetail, { params, input: { skpSeq: id } }, { enabled: valid && !library });
  const lecture = useApiQuery(libraryEndpoints.libraryLectureDetail, { params, input: { slpSeq: id } }, { enabled: valid && library });
  const state = library ? detailOf(lecture, (d) => d.lecture) : detailOf(kids, (d) => d.programDetail);
  return { library, state, notFound: !valid || isNotFound(state) };
}
