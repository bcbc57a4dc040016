import { useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { kidsEndpoints } from "../../schemas/api/programs-kids.ts";
import { asApiError } from "../../engine/data/as-api-error.ts";
import { useDataWords } from "../../engine/data/data-words.ts";
import { errorMessageId } from "../../engine/data/error-message.ts";
import { queryKey } from "../../engine/data/query-key.ts";
import { useCustId } from "../../engine/data/use-cust-id.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useServices } from "../../engine/services/services.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import type { IdKind } from "./program-links.ts";
import { prizeProgramsEndpoint } from "./winner-data.ts";
import { winnerCheckMessages } from "./winner-check.messages.ts";

/** The history state of a navigation that opened the winner dialog from a page: closing it goes back over that step. */
export const WINNERS_OPENED_BY_PAGE = { dialog: "winners" } as const;

/** What the winner check opens: the programs of a kind with winners, or one program's winners. */
export type WinnerTarget = { kind: IdKind } | { id: string };

/** The winner dialog's query value (`winners`): the kind for the list, else the program id. */
export const winnersQueryValue = (target: WinnerTarget): string => ("kind" in target ? target.kind : target.id);

export type WinnerOpenState = { status: "idle" | "loading" } | { status: "failed"; message: string };

/**
 * The winner check (spec part-1 §2, §4, §8; decision 4): asks for the winner list first; an empty
 * one says '등록된 당첨자 명단이 없습니다.' in the kit's alert ('알림', '확인') and opens nothing;
 * otherwise it opens the winners: the page `to` where the mall has one (Suwon), else the
 * full-screen winner dialog over this page (query `winners`), which shows the answer kept here at once.
 */
export function useWinnerOpen(): { open: (target: WinnerTarget, to: string | null) => Promise<void>; state: WinnerOpenState } {
  const t = useMessages(winnerCheckMessages);
  const data = useDataWords();
  const { api, cache, dialogs } = useServices();
  const { mall } = useMall();
  const custId = useCustId();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<WinnerOpenState>({ status: "idle" });
  const params = { mall: mall?.path ?? DEFAULT_MALL_PATH };

  const call = async (target: WinnerTarget): Promise<boolean> => {
    if ("kind" in target) {
      const endpoint = prizeProgramsEndpoint(target.kind) as typeof kidsEndpoints.kidsPrizePrograms;
      const answer = await api.call(endpoint, { params });
      cache.set(queryKey(endpoint.id, { params }, custId), answer);
      return answer.przProgramList.length > 0;
    }
    const args = { params, input: { skpSeq: target.id } };
    const answer = await api.call(kidsEndpoints.kidsPrizeList, args);
    cache.set(queryKey(kidsEndpoints.kidsPrizeList.id, args, custId), answer);
    return answer.przList.length > 0;
  };

  // One check at a time; the button stays enabled (aria-disabled) so it keeps the focus the dialog gives back.
  const busy = useRef(false);
  const open = async (target: WinnerTarget, to: string | null) => {
    if (busy.current) return;
    busy.current = true;
    setState({ status: "loading" });
    try {
      const any = await call(target);
      setState({ status: "idle" });
      if (!any) return void dialogs.alert({ text: t("winners.none") });
      if (to !== null) return void navigate(to);
      const search = new URLSearchParams(location.search);
      search.set("winners", winnersQueryValue(target));
      void navigate({ search: `?${search.toString()}` }, { state: WINNERS_OPENED_BY_PAGE });
    } catch (e) {
      const message = errorMessageId(asApiError("kind" in target ? prizeProgramsEndpoint(target.kind).id : kidsEndpoints.kidsPrizeList.id, e));
      setState(message === null ? { status: "idle" } : { status: "failed", message: data(message) });
    } finally {
      busy.current = false;
    }
  };
  return { open, state };
}
