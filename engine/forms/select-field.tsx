import type { ChangeEvent, Ref, SelectHTMLAttributes } from "react";
import { Icon } from "../ui/icon.tsx";
import { FieldShell, type FieldChromeProps } from "./field-shell.tsx";
import styles from "./fields.module.css";
import { useFormsWords } from "./forms-words.ts";

/** One choice of the spec's select box. */
export interface SelectItem {
  itmName: string;
  itmValue: string;
  selected?: boolean;
}

type NativeSelect = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "id" | "name" | "className" | "required" | "multiple" | "children" | "aria-invalid" | "aria-describedby"
>;

export interface SelectFieldProps extends FieldChromeProps, NativeSelect {
  items: readonly SelectItem[];
  /** The empty first choice; pass false when an item is always chosen. Default "선택해 주세요". */
  placeholder?: string | false;
  /** Called with the chosen itmValue on every change (alongside onChange). */
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select over {itmName, itmValue, selected} items: uncontrolled, it starts on the item
 * marked selected (or the placeholder).
 */
export function SelectField({
  name,
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  items,
  placeholder,
  onValueChange,
  onChange,
  value,
  defaultValue,
  ...native
}: SelectFieldProps) {
  const t = useFormsWords();
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    onValueChange?.(event.currentTarget.value);
  };
  const initial =
    value === undefined
      ? { defaultValue: defaultValue ?? items.find((i) => i.selected)?.itmValue ?? (placeholder === false ? items[0]?.itmValue : "") }
      : { value };
  return (
    <FieldShell name={name} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      {(a11y) => (
        <div className={styles.box}>
          <select {...native} {...a11y} {...initial} className={styles.select} onChange={change}>
            {placeholder !== false && <option value="">{placeholder ?? t("forms.select.placeholder")}</option>}
            {items.map((item) => (
              <option key={item.itmValue} value={item.itmValue}>
                {item.itmName}
              </option>
            ))}
          </select>
          <Icon name="chevron" size={18} className={styles.selectIcon} />
        </div>
      )}
    </FieldShell>
  );
}
