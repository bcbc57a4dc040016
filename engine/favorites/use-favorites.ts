import { useCallback } from "react";
import { memberEndpoints as ep } from "../../schemas/api/member.ts";
import type { QueryState } from "../data/query-state.ts";
import { useApiMutation } from "../data/use-api-mutation.ts";
import { useApiQuery } from "../data/use-api-query.ts";
import { useSession } from "../session/use-session.ts";

/** What a member can keep as a favourite (Suwon): stores and events. */
export type FavoriteKind = "stores" | "events";

/** One favourite as the list gives it: the id and the mall (details come from the store or event calls). */
export interface FavoriteRef {
  id: string;
  bcnCd: string;
}

export interface Favorites {
  /** The member's favourites of this kind, newest first (loading for a visitor: there is no list). */
  list: QueryState<FavoriteRef[]>;
  /** Whether an id is among them (false while unknown). */
  has: (id: string) => boolean;
  /** Adds or removes one; the list is asked again afterwards. Rejects with the call's ApiError. */
  set: (id: string, on: boolean) => Promise<void>;
}

/**
 * A member's favourite stores or events (the favourites pages, and the toggle the store and event
 * screens show): the list, and adding or removing one with its call.
 */
export function useFavorites(kind: FavoriteKind): Favorites {
  const { status, custId } = useSession();
  const member = status === "member";
  const stores = useApiQuery(ep.interestTenantList, { params: {} }, { enabled: member && kind === "stores" });
  const events = useApiQuery(ep.interestEventList, { params: {} }, { enabled: member && kind === "events" });
  const invalidates = [kind === "stores" ? ep.interestTenantList : ep.interestEventList];
  const addStore = useApiMutation(ep.regInterestTenant, { invalidates });
  const removeStore = useApiMutation(ep.delInterestTenant, { invalidates });
  const addEvent = useApiMutation(ep.regInterestEvent, { invalidates });
  const removeEvent = useApiMutation(ep.delInterestEvent, { invalidates });

  const raw = kind === "stores" ? stores : events;
  const list: QueryState<FavoriteRef[]> =
    raw.status !== "success"
      ? raw
      : {
          ...raw,
          data: raw.data.resultList.map((r) => ({ id: "tnt_seq" in r ? r.tnt_seq : r.evt_seq, bcnCd: r.bcn_cd })),
        };
  const ids = list.status === "success" ? new Set(list.data.map((f) => f.id)) : null;

  const set = useCallback(
    async (id: string, on: boolean) => {
      const cust_id = custId ?? "";
      if (kind === "stores") await (on ? addStore : removeStore)({ params: {}, input: { tnt_seq: id, cust_id } });
      else await (on ? addEvent : removeEvent)({ params: {}, input: { evt_seq: id, cust_id } });
    },
    [kind, custId, addStore, removeStore, addEvent, removeEvent],
  );

  return { list, has: (id) => ids?.has(id) ?? false, set };
}
