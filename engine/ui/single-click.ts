import type { MouseEvent } from "react";

/**
 * A click handler for what appears under the finger: a click that continues a double tap (its
 * `detail`, the click count, is 2 or more) is not acted on. A dialog opened by a double-tapped
 * button would otherwise take the second tap on the button or backdrop now under the finger, and
 * close before it was read ("apply" double-tapped: the confirmation gone at once). A keyboard
 * activation (detail 0) and a single click act as always.
 */
export function singleClick(handler: () => void): (event: MouseEvent) => void {
  return (event) => {
    if (event.detail > 1) return;
    handler();
  };
}
