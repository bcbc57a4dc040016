import type { DialogService, DialogServiceOptions, DialogSnapshot } from "./dialog-service.ts";

const IDLE: DialogSnapshot = { current: null, waiting: 0 };

/**
 * The app's dialog service behind a thin front: the service, its machine and xstate load with the
 * first request, so a page that never asks anything loads none of them. Until then the snapshot
 * is idle; requests made while loading keep their order.
 */
export function lazyDialogService(options: DialogServiceOptions = {}): DialogService {
  let real: DialogService | undefined;
  let loading: Promise<DialogService> | undefined;
  const listeners = new Set<() => void>();
  // The machine's chunk is asked for together with the service's, not after it.
  const load = () =>
    (loading ??= Promise.all([import("./dialog-service.ts"), import("./dialog-actor.ts")]).then(
      ([m]) => {
        real = m.createDialogService(options);
        real.subscribe(() => listeners.forEach((l) => l()));
        return real;
      },
      (error: unknown) => {
        // Offline: the request counts as dismissed (as in the service) and the next one tries again.
        loading = undefined;
        throw error;
      },
    ));
  const dismissed = () => undefined;

  return {
    confirm: (req) =>
      load().then(
        (d) => d.confirm(req),
        () => false,
      ),
    choose: (req, opts) =>
      load().then(
        (d) => d.choose(req, opts),
        () => "dismissed" as const,
      ),
    alert: (req) => load().then((d) => d.alert(req), dismissed),
    inspection: () => load().then((d) => d.inspection(), dismissed),
    error: () => load().then((d) => d.error(), dismissed),
    getSnapshot: () => real?.getSnapshot() ?? IDLE,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    answer: (id, answer) => real?.answer(id, answer),
    dismiss: (id) => real?.dismiss(id),
  };
}
