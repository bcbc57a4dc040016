import { CheckboxField } from "./checkbox-field.tsx";
import type { SwitchSaves } from "./use-switch-saves.ts";

export interface SavedSwitchProps<K extends string> {
  /** The group's saves (useSwitchSaves). */
  saves: SwitchSaves<K>;
  /** The setting's key: the field's name and what is saved. */
  name: K;
  label: string;
  hint?: string;
  /** The value the server holds, as loaded. */
  stored: "Y" | "N" | undefined;
  /** Replaces the plain save (to ask something first, then call saves.change). */
  onCheckedChange?: (on: boolean) => void;
}

/** One setting saved as it changes: a checkbox bound to its group's saves. */
export function SavedSwitch<K extends string>({ saves, name, label, hint, stored, onCheckedChange }: SavedSwitchProps<K>) {
  return (
    <CheckboxField
      name={name}
      label={label}
      {...(hint === undefined ? {} : { hint })}
      checked={saves.checked(name, stored)}
      aria-busy={saves.busy(name)}
      onCheckedChange={onCheckedChange ?? ((on) => void saves.change(name, on))}
    />
  );
}
