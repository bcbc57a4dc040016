import type { ReactNode } from "react";
import type { InspectionEvent, Observer } from "xstate";
import type { DialogAnswer, DialogContext, DialogEvent, DialogFields, DialogKind } from "../../machines/dialog.machine.ts";
import type { DialogActor } from "./dialog-actor.ts";

/**
 * A confirm dialog (spec part-1 §3 Confirm dialog): image, title, text, text2, the positive and
 * negative buttons' names, the negative button's side, smBox (`small`), height, and the caller's
 * own content (isCustom). The buttons' click is the answer the promise resolves with.
 */
export interface ConfirmRequest extends Omit<DialogFields, "content"> {
  /** Rendered in place of text and text2 (spec isCustom). */
  content?: ReactNode;
}

/** An alert: a confirm dialog with one button unless `negative` is named. Default title '알림', button '확인'. */
export type AlertRequest = ConfirmRequest;

/** The dialog on screen, as the host renders it. */
export interface ShownDialog {
  /** Pass to `answer` and `dismiss`. */
  id: string;
  kind: DialogKind;
  request: ConfirmRequest;
}

export interface DialogSnapshot {
  current: ShownDialog | null;
  /** How many wait behind it. */
  waiting: number;
}

/** Confirm, alert and system dialogs, queued so two never overlap (machines/dialog.machine.ts). */
export interface DialogService {
  /** Opens a confirm dialog; resolves true for the positive button, false for the negative one, Escape or the backdrop. */
  confirm(req: ConfirmRequest): Promise<boolean>;
  /**
   * Opens a confirm dialog whose two buttons are two choices (close, or close for today): resolves
   * with the button pressed, or "dismissed" for Escape and the backdrop. Aborting `signal` closes
   * it as dismissed (the caller's own content was tapped and leads elsewhere).
   */
  choose(req: ConfirmRequest, options?: { signal?: AbortSignal }): Promise<DialogAnswer>;
  /** Opens an alert (default title '알림', button '확인'); resolves when it closes. */
  alert(req: AlertRequest): Promise<void>;
  /** The system-inspection dialog (spec §8); requests while one is open or waiting share it. */
  inspection(): Promise<void>;
  /** The generic "An error has occurred" dialog (spec §8); shared like `inspection`. */
  error(): Promise<void>;
  /** For the host: the dialog on screen (a stable object until it changes). */
  getSnapshot(): DialogSnapshot;
  subscribe(listener: () => void): () => void;
  /** For the host: a button of the dialog on screen was pressed. */
  answer(id: string, answer: "positive" | "negative"): void;
  /** For the host: Escape or a backdrop click on the dialog on screen. */
  dismiss(id: string): void;
}

export interface DialogServiceOptions {
  /** The `inspect` option of the actor (the ?inspect=1 panel in development builds). */
  inspect?: Observer<InspectionEvent>;
}

const IDLE: DialogSnapshot = { current: null, waiting: 0 };

/** The app's dialog service: the machine and xstate load on the first request, not before. */
export function createDialogService(options: DialogServiceOptions = {}): DialogService {
  let nextId = 1;
  let snapshot = IDLE;
  let actor: DialogActor | null = null;
  let loading: Promise<DialogActor> | null = null;
  const pending = new Map<string, (answer: DialogAnswer) => void>();
  const listeners = new Set<() => void>();

  function publish({ current, waiting }: DialogContext) {
    const id = current?.ids[0];
    if (id === snapshot.current?.id && waiting.length === snapshot.waiting) return;
    // The machine carries what the service put in: ConfirmRequest's content is a ReactNode.
    snapshot = { current: current && id ? { id, kind: current.kind, request: current.fields as ConfirmRequest } : null, waiting: waiting.length };
    listeners.forEach((l) => l());
  }

  function settle(ids: readonly string[], answer: DialogAnswer) {
    for (const id of ids) {
      pending.get(id)?.(answer);
      pending.delete(id);
    }
  }

  function load(): Promise<DialogActor> {
    loading ??= import("./dialog-actor.ts").then(
      ({ startDialogActor }) => {
        actor = startDialogActor((r) => settle(r.ids, r.answer), options.inspect);
        actor.subscribe((s) => publish(s.context));
        return actor;
      },
      (error: unknown) => {
        // A chunk that fails to load (offline) must not leave callers waiting forever: their
        // dialogs count as dismissed, and the next request tries again.
        loading = null;
        settle([...pending.keys()], "dismissed");
        throw error;
      },
    );
    return loading;
  }

  function send(event: DialogEvent) {
    if (actor) actor.send(event);
    else
      load().then(
        (a) => a.send(event),
        () => {},
      );
  }

  function open(kind: DialogKind, fields: DialogFields = {}, signal?: AbortSignal): Promise<DialogAnswer> {
    const id = `dialog-${nextId++}`;
    if (signal?.aborted) return Promise.resolve("dismissed");
    return new Promise((resolve) => {
      pending.set(id, resolve);
      send({ type: "dialog.open", id, kind, fields });
      signal?.addEventListener("abort", () => pending.has(id) && send({ type: "dialog.dismiss", id }), { once: true });
    });
  }

  return {
    confirm: (req) => open("confirm", req).then((answer) => answer === "positive"),
    choose: (req, opts) => open("confirm", req, opts?.signal),
    alert: (req) => open("alert", req).then(() => undefined),
    inspection: () => open("inspection").then(() => undefined),
    error: () => open("error").then(() => undefined),
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    answer: (id, answer) => actor?.send({ type: "dialog.answer", id, answer }),
    dismiss: (id) => actor?.send({ type: "dialog.dismiss", id }),
  };
}
