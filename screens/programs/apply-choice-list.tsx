import { useFormat } from "../../engine/format/use-format.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import type { ApplyChoice } from "./apply-choices.ts";
import fieldset from "../../engine/forms/fieldset.module.css";
import fields from "../../engine/forms/fields.module.css";
import styles from "./apply.module.css";
import { programApplyMessages } from "./program-apply.messages.ts";

/** What is chosen: the programs ticked, and the round of each multi-round one (null: not chosen yet). */
export type Chosen = ReadonlyMap<string, number | null>;

/** The entries of skpSeqs/slpSeqs for what is chosen: "<id>" for one round, "<id>_<round>" for a chosen round of several. */
export function joinTokens(choices: readonly ApplyChoice[], chosen: Chosen): string[] {
  return choices.filter((c) => chosen.has(c.id)).map((c) => (c.rounds.length > 1 ? `${c.id}_${chosen.get(c.id)}` : c.id));
}

/**
 * The programs open for application, each a checkbox with its date, rounds and place; a ticked
 * multi-round program asks for its round (spec part-1 §5 round wording).
 */
export function ApplyChoiceList({
  choices,
  chosen,
  onChange,
  error,
  roundErrors,
}: {
  choices: readonly ApplyChoice[];
  chosen: Chosen;
  onChange: (next: Chosen) => void;
  error: string | null;
  roundErrors: Readonly<Record<string, string>>;
}) {
  const t = useMessages(programApplyMessages);
  const { formatShortDate, formatRound } = useFormat();
  const toggle = (c: ApplyChoice, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(c.id, c.rounds.length === 1 ? (c.rounds[0]?.no ?? 1) : null);
    else next.delete(c.id);
    onChange(next);
  };
  const pickRound = (id: string, no: number) => onChange(new Map(chosen).set(id, no));
  return (
    <fieldset className={fieldset.group} aria-describedby={error ? "apply-choices-error" : undefined}>
      <legend className={fieldset.legend}>
        {t("programApply.choices")}
        <span aria-hidden="true" className={fields.required}>
          *
        </span>
      </legend>
      {error && (
        <p id="apply-choices-error" className={styles.error}>
          {error}
        </p>
      )}
      <ul className={styles.choiceList}>
        {choices.map((c) => {
          const multi = c.rounds.length > 1;
          const on = chosen.has(c.id);
          const rounds = c.rounds.map((r) => formatRound(r.hm, { roundNo: r.no, multi })).join(", ");
          const roundError = roundErrors[c.id];
          return (
            <li key={c.id} className={styles.choice}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  name="program"
                  value={c.id}
                  checked={on}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) => toggle(c, e.currentTarget.checked)}
                />
                {c.title}
              </label>
              <span className={styles.choiceMeta}>
                <time dateTime={c.date}>{formatShortDate(c.date)}</time> {rounds}
                {c.place ? ` · ${c.place}` : ""}
              </span>
              {on && multi && (
                <fieldset className={`${fieldset.group} ${styles.rounds}`} aria-describedby={roundError ? `round-error-${c.id}` : undefined}>
                  <legend className={fieldset.legend}>{t("programApply.rounds", { title: c.title })}</legend>
                  {c.rounds.map((r) => (
                    <label key={r.no} className={styles.round}>
                      <input
                        type="radio"
                        name={`round-${c.id}`}
                        value={r.no}
                        checked={chosen.get(c.id) === r.no}
                        data-invalid={roundError ? true : undefined}
                        onChange={() => pickRound(c.id, r.no)}
                      />
                      {formatRound(r.hm, { roundNo: r.no, multi })}
                    </label>
                  ))}
                  {roundError && (
                    <p id={`round-error-${c.id}`} className={styles.error}>
                      {roundError}
                    </p>
                  )}
                </fieldset>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
