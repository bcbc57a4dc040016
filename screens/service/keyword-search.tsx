import { useId, useState } from "react";
import { Button } from "../../engine/ui/button.tsx";
import { Icon } from "../../engine/ui/icon.tsx";
import { VisuallyHidden } from "../../engine/ui/visually-hidden.tsx";
import styles from "./board.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { boardMessages } from "./board.messages.ts";

interface Props {
  /** What is searched (the field's label and the search landmark's name). */
  label: string;
  placeholder: string;
  /** The keyword searched now (from the URL), or undefined when none. */
  keyword: string | undefined;
  /** A new keyword submitted, or null to search nothing (an empty field, the clear button). */
  onSearch: (keyword: string | null) => void;
}

/**
 * A keyword search: a labelled search field with its button; the clear button empties it and
 * drops the keyword. The field follows the keyword searched when it changes elsewhere (back, the
 * empty state's "show all").
 */
export function KeywordSearch({ label, placeholder, keyword, onSearch }: Props) {
  const t = useMessages(boardMessages);
  const id = useId();
  const [text, setText] = useState(keyword ?? "");
  const [searched, setSearched] = useState(keyword);
  if (searched !== keyword) {
    setSearched(keyword);
    setText(keyword ?? "");
  }
  return (
    <form
      role="search"
      aria-label={label}
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        const k = text.trim();
        onSearch(k === "" ? null : k);
      }}
    >
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <div className={styles.searchBox}>
        <input
          id={id}
          className={styles.searchInput}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={50}
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {(text !== "" || keyword !== undefined) && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t("board.search.clear")}
            onClick={() => {
              setText("");
              onSearch(null);
            }}
          >
            <Icon name="close" size={18} />
          </button>
        )}
      </div>
      <Button type="submit" variant="secondary" icon="search">
        {t("board.search.submit")}
      </Button>
    </form>
  );
}
