/** A confirm dialog requested by code outside React (the bridge's alert fallback, later the API client). */
export interface ConfirmRequest {
  title?: string;
  text: string;
  positive?: string;
  /** Shown as a second button when given. */
  negative?: string;
}

interface Pending extends ConfirmRequest {
  id: number;
  resolve: (positive: boolean) => void;
}

let queue: Pending[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Opens a confirm dialog; resolves true for the positive button, false otherwise. Requests queue up. */
export function requestConfirm(req: ConfirmRequest): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { ...req, id: nextId++, resolve }];
    emit();
  });
}

/** Answers the dialog on screen. */
export function answerConfirm(id: number, positive: boolean): void {
  const item = queue.find((p) => p.id === id);
  if (!item) return;
  queue = queue.filter((p) => p.id !== id);
  emit();
  item.resolve(positive);
}

export function currentConfirm(): Pending | null {
  return queue[0] ?? null;
}

export function subscribeConfirm(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
