import { useCallback, useSyncExternalStore } from "react";
import { appEndpoints } from "../../schemas/api/app.ts";
import type { PageItem } from "../../schemas/api/endpoint.ts";
import { useServices } from "../../engine/services/services.ts";

/** One message of the inbox, as the list answers it. */
export type InboxMessage = PageItem<typeof appEndpoints.inboxList>;

const NONE: readonly number[] = [];
// The messages this page marked read, kept in the query cache beside the list's pages: the pages
// hold the answer as it was (back to the inbox shows them without a call), this holds what changed
// since, so a row read before leaving (its link) still shows read on the way back.
const keyOf = (deviceId: string) => `${appEndpoints.inboxRead.id} ${deviceId}`;

export interface InboxReads {
  /** Whether the message is read: by the list's answer, or marked since. */
  isRead(message: InboxMessage): boolean;
  /** Marks an unread message read (app.inboxRead) and puts the app's badge to the new unread count. */
  markRead(message: InboxMessage): Promise<void>;
  /**
   * A welcome message through app.welcome, which marks it read: its answer, or null when the call
   * failed. The badge then gets the count the list answers (the welcome call carries none).
   */
  openWelcome(message: InboxMessage): Promise<InboxMessage | null>;
}

/**
 * The inbox's read marks for a device (decision 10): a failed mark leaves the row unread and is not
 * the user's to see; the message opened anyway. Badge and marks still land when the page has been
 * left meanwhile (a message's link).
 */
export function useInboxReads(deviceId: string | null | undefined): InboxReads {
  const { api, bridge, cache } = useServices();
  const key = deviceId ? keyOf(deviceId) : null;
  const marked = useSyncExternalStore(
    useCallback((changed: () => void) => (key ? cache.subscribe(key, changed) : () => {}), [cache, key]),
    () => (key ? (cache.get<readonly number[]>(key)?.value ?? NONE) : NONE),
  );

  const remember = useCallback(
    (ibSeq: number) => {
      if (!key) return;
      const before = cache.get<readonly number[]>(key)?.value ?? NONE;
      if (!before.includes(ibSeq)) cache.set(key, [...before, ibSeq]);
    },
    [cache, key],
  );
  const badge = useCallback(
    async (count: number) => {
      await (await bridge()).inboxBadge(count);
    },
    [bridge],
  );

  const markRead = useCallback(
    async (message: InboxMessage) => {
      if (!deviceId) return;
      try {
        const answer = await api.call(appEndpoints.inboxRead, { params: { uuid: deviceId }, input: { ibSeq: message.ibSeq } });
        remember(answer.ibSeq);
        await badge(answer.newCnt);
      } catch {
        // The row stays unread; reading it again tries again.
      }
    },
    [api, badge, deviceId, remember],
  );

  const openWelcome = useCallback(
    async (message: InboxMessage) => {
      if (!deviceId) return null;
      let opened: InboxMessage;
      try {
        const answer = await api.call(appEndpoints.welcome, { params: { pushSeq: message.pushSeq, ibSeq: message.ibSeq }, input: { uuid: deviceId } });
        opened = answer.inbox;
      } catch {
        return null;
      }
      remember(message.ibSeq);
      try {
        const list = await api.call(appEndpoints.inboxList, { params: { uuid: deviceId }, input: { pageIndex: 1 } }, { fresh: true, background: true });
        await badge(list.newCnt);
      } catch {
        // The badge catches up the next time the inbox counts.
      }
      return opened;
    },
    [api, badge, deviceId, remember],
  );

  const isRead = useCallback((message: InboxMessage) => message.readYn === "Y" || marked.includes(message.ibSeq), [marked]);
  return { isRead, markRead, openWelcome };
}
