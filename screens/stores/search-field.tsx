import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from "react";
import type { Suggestion } from "../../machines/search.machine.ts";
import { Button } from "../../engine/ui/button.tsx";
import { Icon } from "../../engine/ui/icon.tsx";
import { VisuallyHidden } from "../../engine/ui/visually-hidden.tsx";
import styles from "./search.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { searchMessages } from "./search.messages.ts";

interface Props {
  keyword: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The suggestions to offer now (empty: the list is closed). */
  suggestions: readonly Suggestion[];
  notice: boolean;
  locale: "ko" | "en";
  onType: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  onPick: (suggestion: Suggestion) => void;
}

const nameOf = (s: Suggestion, locale: "ko" | "en") => (locale === "en" && s.nameEn ? s.nameEn : s.nameKo);

/**
 * The search field: a combobox whose autocomplete is a listbox (arrow keys move through it, Enter
 * picks, Escape closes it), a clear button and the search button; the empty-keyword notice under it.
 */
export function SearchField({ keyword, inputRef, suggestions, notice, locale, onType, onSubmit, onClear, onPick }: Props) {
  const t = useMessages(searchMessages);
  const id = useId();
  const listId = `${id}-list`;
  const noticeId = `${id}-notice`;
  const [active, setActive] = useState(-1);
  const [closedFor, setClosedFor] = useState<readonly Suggestion[] | null>(null);
  const open = suggestions.length > 0 && closedFor !== suggestions;
  const activeIndex = open && active < suggestions.length ? active : -1;

  // Escape with the list open closes the list only: a native listener on the field stops the key
  // before a dialog around it (which listens natively on its panel) takes it as "close".
  useEffect(() => {
    const el = inputRef.current;
    if (!el || !open) return;
    const keep = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.stopPropagation();
      setClosedFor(suggestions);
      setActive(-1);
    };
    el.addEventListener("keydown", keep);
    return () => el.removeEventListener("keydown", keep);
  }, [inputRef, open, suggestions]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const n = suggestions.length;
      setActive(e.key === "ArrowDown" ? (activeIndex + 1) % n : activeIndex <= 0 ? n - 1 : activeIndex - 1);
    } else if (e.key === "Enter" && activeIndex >= 0) {
      e.preventDefault();
      onPick(suggestions[activeIndex]!);
    }
  };

  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id}>
        <VisuallyHidden>{t("search.field")}</VisuallyHidden>
      </label>
      <div className={styles.fieldRow}>
        <div className={styles.field}>
          <input
            id={id}
            ref={inputRef}
            className={styles.input}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
            aria-describedby={notice ? noticeId : undefined}
            aria-invalid={notice || undefined}
            placeholder={t("search.placeholder")}
            value={keyword}
            maxLength={50}
            onChange={(e) => {
              setActive(-1);
              setClosedFor(null);
              onType(e.target.value);
            }}
            onKeyDown={onKeyDown}
          />
          {keyword !== "" && (
            <button
              type="button"
              className={styles.clear}
              aria-label={t("search.clear")}
              onClick={() => {
                onClear();
                inputRef.current?.focus();
              }}
            >
              <Icon name="close" size={18} />
            </button>
          )}
        </div>
        <Button type="submit" size="md" icon="search">
          {t("search.submit")}
        </Button>
      </div>
      {notice && (
        <p id={noticeId} className={styles.notice} role="alert">
          {t("search.keywordRequired")}
        </p>
      )}
      <div id={listId} role="listbox" aria-label={t("search.suggestions")} className={styles.suggestions} hidden={!open}>
        {open &&
          suggestions.map((s, i) => (
            // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- the keys are the combobox's (arrows, Enter), as the ARIA combobox pattern has it
            <div
              key={s.tntSeq}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === activeIndex}
              className={styles.option}
              // The field keeps the focus: a tap picks without blurring it first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onPick(s)}
            >
              <span>{nameOf(s, locale)}</span>
              {locale === "ko" && s.nameEn && <span className={styles.optionSub}>{s.nameEn}</span>}
            </div>
          ))}
      </div>
    </form>
  );
}
