import { Dialog, type DialogProps } from "./dialog.tsx";
import { useSheetDrag } from "./use-sheet-drag.ts";

/**
 * A bottom sheet (filters, pickers): a Dialog anchored to the bottom of the screen with a grab
 * handle; dragging it down further than 85 px closes it (spec part-2 §4), as do Escape, the
 * backdrop and the close button.
 */
export function BottomSheet(props: Omit<DialogProps, "sheet" | "sheetDrag" | "fullScreen" | "small">) {
  const drag = useSheetDrag(props.onClose);
  return <Dialog {...props} sheet sheetDrag={drag} />;
}
