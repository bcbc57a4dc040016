import type { ReactNode } from "react";
import styles from "./chip.module.css";

export interface ChipProps {
  /** A checkbox chip (several can be on) or a radio chip (one of a named group). */
  type?: "checkbox" | "radio";
  /** The radio group's name. */
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/**
 * A filter chip: a real checkbox or radio (keyboard, screen readers and forms see a control) drawn
 * as a pill that is filled when on. Group chips in a <fieldset> with a legend, or in
 * ChipRow for a scrolling row.
 */
export function Chip({ type = "checkbox", name, checked, onChange, children }: ChipProps) {
  return (
    <label className={styles.chip}>
      <input className={styles.input} type={type} name={name} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span className={styles.face}>{children}</span>
    </label>
  );
}

/** Chips that wrap onto lines (a filter group). */
export function ChipWrap({ children }: { children: ReactNode }) {
  return <div className={styles.wrap}>{children}</div>;
}
