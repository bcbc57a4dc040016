import type { ChangeEvent, ClipboardEvent } from "react";
import { cutNumeric } from "./cut-numeric.ts";
import { TextField, type TextFieldProps } from "./text-field.tsx";

export interface NumericFieldProps extends Omit<TextFieldProps, "type" | "inputMode" | "trailing"> {
  /** Digits beyond this are cut as they are typed or pasted (a car number has 4). */
  maxLength?: number;
  /** tel for phone numbers (a dial pad and phone autofill); password for a PIN. */
  type?: "text" | "tel" | "password";
}

// React tracks the value it last rendered; setting through the prototype's setter makes the
// following input event count as a change, so onChange and controlled state see the paste.
function setNativeValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * A digits-only input: anything else is dropped and the digits are cut to `maxLength` on typing
 * and on paste (the spec's "numeric inputs are cut to their maximum length").
 */
export function NumericField({ maxLength, onChange, onPaste, type = "text", ...props }: NumericFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const cut = cutNumeric(input.value, maxLength);
    if (cut !== input.value) input.value = cut;
    onChange?.(event);
  };
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const head = cutNumeric(input.value.slice(0, start) + event.clipboardData.getData("text"), maxLength);
    const next = cutNumeric(head + input.value.slice(end), maxLength);
    setNativeValue(input, next);
    input.setSelectionRange(head.length, head.length);
  };
  // No native maxlength: the browser would count a pasted "010-1234-5678" with its dashes and cut digits.
  return <TextField {...props} type={type} inputMode="numeric" pattern="[0-9]*" onChange={change} onPaste={paste} />;
}
