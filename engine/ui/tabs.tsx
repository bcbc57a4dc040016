import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styles from "./tabs.module.css";

export interface TabItem<T extends string = string> {
  id: T;
  label: ReactNode;
  /** The panel; tabs without content act as a filter and render no panels. */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<T extends string = string> {
  items: readonly TabItem<T>[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection. */
  value?: T;
  /** Initial selection when uncontrolled (default: the first enabled tab). */
  defaultValue?: T;
  onChange?: (id: T) => void;
  /** Tabs share the width equally (car / bus / subway) instead of scrolling. */
  fitted?: boolean;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop (roving tabindex), arrows, Home and End move and
 * select, so the list behaves like one control.
 */
export function Tabs<T extends string = string>({ items, label, value, defaultValue, onChange, fitted = false }: TabsProps<T>) {
  const base = useId();
  const enabled = items.filter((t) => !t.disabled);
  const [own, setOwn] = useState(defaultValue ?? enabled[0]?.id);
  const selected = value ?? own;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const hasPanels = items.some((t) => t.content !== undefined);

  const select = (id: T) => {
    if (value === undefined) setOwn(id);
    if (id !== selected) onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = enabled.findIndex((t) => t.id === selected);
    const last = enabled.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (at + 1) % enabled.length
        : event.key === "ArrowLeft"
          ? (at - 1 + enabled.length) % enabled.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    const target = enabled[next];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={fitted ? `${styles.list} ${styles.fitted}` : styles.list}>
        {items.map((t) => {
          const active = t.id === selected;
          return (
            <button
              key={t.id}
              ref={(el) => {
                if (el) refs.current.set(t.id, el);
                else refs.current.delete(t.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${t.id}`}
              aria-selected={active}
              aria-controls={hasPanels ? `${base}-panel-${t.id}` : undefined}
              tabIndex={active ? 0 : -1}
              disabled={t.disabled}
              className={styles.tab}
              onClick={() => select(t.id)}
              onKeyDown={onKeyDown}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {hasPanels &&
        items.map((t) => (
          <div
            key={t.id}
            role="tabpanel"
            id={`${base}-panel-${t.id}`}
            aria-labelledby={`${base}-tab-${t.id}`}
            hidden={t.id !== selected}
            tabIndex={0}
            className={styles.panel}
          >
            {t.id === selected ? t.content : null}
          </div>
        ))}
    </div>
  );
}
