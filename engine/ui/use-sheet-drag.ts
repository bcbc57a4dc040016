import { useRef, type PointerEvent, type RefObject } from "react";

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
 * Drag-to-close for a bottom sheet: the panel follows a downward drag of its handle, and is closed
 * when let go beyond SHEET_CLOSE_DRAG_PX, or springs back otherwise. Buttons in the dragged area
 * (the close ×) keep their taps.
 */
export function useSheetDrag(panel: RefObject<HTMLElement | null>, onClose: () => void): DragHandlers {
  const start = useRef<{ id: number; y: number } | null>(null);
  const move = (dy: number) => {
    const el = panel.current;
    if (el) el.style.transform = dy > 0 ? `translateY(${dy}px)` : "";
  };
  const end = (e: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return;
    start.current = null;
    const dy = e.clientY - s.y;
    move(0);
    if (!cancelled && closesSheet(dy)) onClose();
  };
  return {
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
}
