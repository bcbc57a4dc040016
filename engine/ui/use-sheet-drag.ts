import { useRef, useState, type CSSProperties, type PointerEvent } from "react";

/** A bottom sheet closes when dragged down further than this (spec part-2 §4: 85 px). */
export const SHEET_CLOSE_DRAG_PX = 85;

/** Whether a drag of dy pixels (down is positive) closes the sheet. */
export const closesSheet = (dy: number): boolean => dy > SHEET_CLOSE_DRAG_PX;

interface DragHandlers {
  onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  onPointerUp: (e: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (e: PointerEvent<HTMLElement>) => void;
}

/**
 * Drag-to-close for a bottom sheet: the panel (given `style`) follows a downward drag of its handle, and is closed
 * when let go beyond SHEET_CLOSE_DRAG_PX, or springs back otherwise. Buttons in the dragged area
 * (the close ×) keep their taps.
 */
/** What a sheet's panel needs to follow a drag: the handle's handlers and the panel's offset style. */
export interface SheetDrag {
  handlers: DragHandlers;
  style: CSSProperties | undefined;
}

export function useSheetDrag(onClose: () => void): SheetDrag {
  const start = useRef<{ id: number; y: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const move = (dy: number) => setOffset(Math.max(0, dy));
  const end = (e: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return;
    start.current = null;
    const dy = e.clientY - s.y;
    move(0);
    if (!cancelled && closesSheet(dy)) onClose();
  };
  const handlers: DragHandlers = {
    onPointerDown: (e) => {
      if (e.button !== 0 || (e.target as HTMLElement).closest("button")) return;
      start.current = { id: e.pointerId, y: e.clientY };
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove: (e) => {
      const s = start.current;
      if (s && s.id === e.pointerId) move(e.clientY - s.y);
    },
    onPointerUp: (e) => end(e, false),
    onPointerCancel: (e) => end(e, true),
  };
  return { handlers, style: offset > 0 ? { transform: `translateY(${offset}px)`, transition: "none" } : undefined };
}
