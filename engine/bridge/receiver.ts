import { bridgeResponseSchema, type BridgeResponse } from "../../schemas/bridge.ts";
import type { BridgeInbox, BridgeReceiver, BridgeWindow } from "./bridge-window.ts";

export type AnswerListener = (answer: BridgeResponse) => void;

interface ReceiverHub extends BridgeReceiver {
  listeners: Set<AnswerListener>;
}

// Marks our own hub so a second bridge (tests, hot reload) joins it instead of replacing it
// and stranding the first bridge's pending calls.
const HUB = Symbol.for("mallBridge.hub");

function isHub(value: unknown): value is ReceiverHub {
  return typeof value === "object" && value !== null && HUB in value;
}

/** Native answers arrive as JSON text (Android) or objects (iOS); anything malformed is dropped. */
export function decodeAnswer(message: unknown): BridgeResponse | null {
  let raw = message;
  if (typeof message === "string") {
    try {
      raw = JSON.parse(message);
    } catch {
      return null;
    }
  }
  const parsed = bridgeResponseSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function createHub(): ReceiverHub {
  const listeners = new Set<AnswerListener>();
  return {
    [HUB]: true,
    listeners,
    receive(message: unknown) {
      const answer = decodeAnswer(message);
      if (!answer) return;
      for (const listener of listeners) listener(answer);
    },
  } as ReceiverHub;
}

/**
 * Installs `window.mallBridge.receive` (once per window) and calls `listener` with every
 * well-formed answer. Answers native code queued in `window.mallBridgeInbox` before the hook
 * existed are delivered now, and later pushes to the inbox go straight to the hub.
 * Returns a function that stops listening.
 */
export function listenForAnswers(win: BridgeWindow, listener: AnswerListener): () => void {
  const existing = win.mallBridge;
  const receiving = isHub(existing) ? existing : createHub();
  win.mallBridge = receiving;
  receiving.listeners.add(listener);

  const queued = win.mallBridgeInbox;
  const forwarding: BridgeInbox = {
    push: (...messages: unknown[]) => {
      for (const m of messages) receiving.receive(m);
      return 0;
    },
  };
  win.mallBridgeInbox = forwarding;
  if (Array.isArray(queued)) for (const m of queued as unknown[]) receiving.receive(m);

  return () => {
    receiving.listeners.delete(listener);
  };
}
