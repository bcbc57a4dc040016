import { bridgeTimeoutFor, type BridgeMethod, type BridgeParams, type BridgeRequest } from "../../schemas/bridge.ts";
import type { BridgeWindow } from "./bridge-window.ts";
import { listenForAnswers } from "./receiver.ts";
import { findTransport } from "./transport.ts";

/** What came back from native: a value, or nothing (no app, no answer in time, or an error). */
export type NativeResult = { answered: true; value: unknown } | { answered: false };

const NO_ANSWER: NativeResult = { answered: false };

export interface NativeChannel {
  /** True when a native transport exists now. */
  available(): boolean;
  /** Sends one call and resolves with its answer, or with no answer at the call's timeout. Never rejects. */
  request<M extends BridgeMethod>(method: M, params: BridgeParams<M>): Promise<NativeResult>;
  dispose(): void;
}

let channelCount = 0;

/** Request/answer matching by id over the window's native transport, with the spec's timeouts. */
export function openNativeChannel(win: BridgeWindow): NativeChannel {
  // Ids only need to be unique among calls in flight; the prefix keeps two channels apart.
  const prefix = `w${++channelCount}${Math.random().toString(36).slice(2, 6)}`;
  let seq = 0;
  const pending = new Map<string, (result: NativeResult) => void>();

  const stopListening = listenForAnswers(win, (answer) => {
    pending.get(answer.id)?.(answer.ok ? { answered: true, value: answer.value } : NO_ANSWER);
  });

  return {
    available: () => findTransport(win) !== null,
    request(method, params) {
      const send = findTransport(win);
      if (!send) return Promise.resolve(NO_ANSWER);
      const id = `${prefix}-${++seq}`;
      return new Promise<NativeResult>((resolve) => {
        const finish = (result: NativeResult) => {
          clearTimeout(timer);
          pending.delete(id);
          resolve(result);
        };
        const timer = setTimeout(() => finish(NO_ANSWER), bridgeTimeoutFor(method));
        pending.set(id, finish);
        try {
          // The discriminated union cannot follow the generic method; the pair is checked by BridgeParams<M>.
          send({ id, method, params } as BridgeRequest);
        } catch {
          // A broken native handler is the same as no app: the caller gets "no value".
          finish(NO_ANSWER);
        }
      });
    },
    dispose() {
      stopListening();
      for (const finish of pending.values()) finish(NO_ANSWER);
    },
  };
}
