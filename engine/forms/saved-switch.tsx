import { CheckboxField } from "./checkbox-field.tsx";
import styles from "./saved-switch.module.css";
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

/**
 * A group of saved switches before their values have loaded (a QueryView's skeleton): the same rows
 * with their labels and hints, so nothing below moves when the values arrive, and in place of each
 * box a placeholder that cannot be set (the group is disabled and hidden from assistive technology;
 * the QueryView around it says that it is loading).
 */
export function SwitchesLoading({ rows, className }: { rows: readonly { name: string; label: string; hint?: string }[]; className?: string }) {
  return (
    // Out of the accessibility tree: the QueryView around it says that it is loading.
    <fieldset className={`${className ?? ""} ${styles.loading}`} disabled aria-hidden="true">
      {rows.map(({ name, label, hint }) => (
        <CheckboxField key={name} name={name} label={label} {...(hint === undefined ? {} : { hint })} />
      ))}
    </fieldset>
  );
}
