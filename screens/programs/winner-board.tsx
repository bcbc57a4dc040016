import { useEffect, useEffectEvent, useState, type FormEvent } from "react";
import { isApiError } from "../../engine/api/errors.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { NumericField } from "../../engine/forms/numeric-field.tsx";
import { useFormat } from "../../engine/format/use-format.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { mallProgramFields } from "../../engine/manifests/program-fields.ts";
import { useServices } from "../../engine/services/services.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { Chip } from "../../engine/ui/chip.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { VisuallyHidden } from "../../engine/ui/visually-hidden.tsx";
import { kindOfId } from "./program-links.ts";
import { isProgramId, usePrizeList, type PrizeProgram } from "./winner-data.ts";
import { isFullMatch, matchParts, WINNER_DIGITS, winnersMatching, wrapName } from "./winner-format.ts";
import programs from "./programs.module.css";
import styles from "./winner-check.module.css";
import { winnerCheckMessages } from "./winner-check.messages.ts";

interface Props {
  id: string;
  /** The program as the prize program list has it (title, rounds), when known. */
  program?: PrizeProgram | undefined;
  /** The heading level of the program's title: 2 on a page, 3 in the dialog (under its title). */
  level: 2 | 3;
  /** Called once when the program has no winner list (the dialog alerts and closes); the page shows the empty text. */
  onEmpty?: () => void;
}

type Round = { rndHm: string; progRndNo: number };
type Winner = { name: string; telNum: string; seatInfo: string | null };

/**
 * A program's winners (spec part-1 §2, §5): a round picker for a multi-round program (a round
 * opens only when it has a winner list), the search by the last 4 digits of the contact (digits
 * only, cut to 4: the rows whose digits contain it, the match highlighted, a full match marked; no
 * match: the kit's alert '조회된 당첨자가 없습니다.'), and the table of name, last 4 digits and
 * seat (no seat column and longer Latin lines where the mall's manifest `winners` says so).
 */
export function WinnerBoard({ id, program, level, onEmpty }: Props) {
  const t = useMessages(winnerCheckMessages);
  const prizes = usePrizeList(id);
  const notFound =
    !isProgramId(id) ||
    (prizes.status === "error" &&
      isApiError(prizes.error) &&
      prizes.error.info.kind === "http" &&
      (prizes.error.info.status === 400 || prizes.error.info.status === 404));
  const empty = prizes.status === "success" && prizes.data.przList.length === 0;
  const emptied = useEffectEvent(() => onEmpty?.());
  useEffect(() => {
    if (empty) emptied();
  }, [empty]);

  const icon = kindOfId(id);
  if (notFound) return <EmptyState icon={icon} title={t("winners.notFound")} description={t("winners.notFoundHint")} />;
  return (
    <QueryView state={prizes} isEmpty={(d) => d.przList.length === 0} empty={<EmptyState icon={icon} title={t("winners.none")} />}>
      {(d) => <Rounds rounds={d.przList} program={program} level={level} />}
    </QueryView>
  );
}

function Rounds({ rounds, program, level }: { rounds: readonly (Round & { przList: Winner[] })[]; program: PrizeProgram | undefined; level: 2 | 3 }) {
  const t = useMessages(winnerCheckMessages);
  const { dialogs } = useServices();
  const { formatRound } = useFormat();
  const [chosen, setChosen] = useState(rounds[0]!.progRndNo);
  const Heading = level === 2 ? "h2" : "h3";
  // The program's announced rounds and those with winners: a round without a list does not open.
  const options = [...(program?.rounds ?? []), ...rounds].filter((r, i, all) => all.findIndex((x) => x.progRndNo === r.progRndNo) === i);
  const multi = program?.isMulti ?? options.length > 1;
  const round = rounds.find((r) => r.progRndNo === chosen) ?? rounds[0]!;
  const roundLabel = (r: Round) => formatRound(r.rndHm, { roundNo: r.progRndNo, multi });
  const choose = (r: Round) => {
    if (rounds.some((x) => x.progRndNo === r.progRndNo)) setChosen(r.progRndNo);
    else void dialogs.alert({ text: t("winners.none") });
  };
  const title = program?.progTitl ?? t("winners.title");
  return (
    <div className={styles.board}>
      <Heading className={styles.boardTitle}>{title}</Heading>
      {options.length > 1 && (
        <fieldset className={programs.themes}>
          <legend className={programs.themesLegend}>{t("winners.rounds")}</legend>
          <div className={programs.chips}>
            {options.map((r) => (
              <Chip key={r.progRndNo} type="radio" name="winner-round" checked={r.progRndNo === round.progRndNo} onChange={() => choose(r)}>
                {roundLabel(r)}
              </Chip>
            ))}
          </div>
        </fieldset>
      )}
      <WinnerTable key={round.progRndNo} winners={round.przList} caption={t("winners.table", { title, round: roundLabel(round) })} />
    </div>
  );
}

function WinnerTable({ winners, caption }: { winners: readonly Winner[]; caption: string }) {
  const t = useMessages(winnerCheckMessages);
  const { dialogs } = useServices();
  const { mall } = useMall();
  const layout = mallProgramFields(mall?.path).winners;
  const [typed, setTyped] = useState("");
  const [keyword, setKeyword] = useState("");
  const rows = winnersMatching(winners, keyword);
  const search = (e: FormEvent) => {
    e.preventDefault();
    if (typed !== "" && winnersMatching(winners, typed).length === 0) return void dialogs.alert({ text: t("winners.noMatch") });
    setKeyword(typed);
  };
  return (
    <>
      <form role="search" aria-label={t("winners.search")} className={styles.search} onSubmit={search}>
        <NumericField
          name="winnerTel"
          label={t("winners.search.label")}
          hideLabel
          placeholder={t("winners.search.placeholder")}
          maxLength={WINNER_DIGITS}
          autoComplete="off"
          value={typed}
          onValueChange={setTyped}
          className={styles.searchField}
        />
        <Button type="submit">{t("winners.search.submit")}</Button>
      </form>
      {keyword !== "" && (
        <p className={styles.showing} role="status">
          {t("winners.search.showing", { keyword, count: rows.length })}{" "}
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              setTyped("");
              setKeyword("");
            }}
          >
            {t("winners.search.clear")}
          </button>
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("winners.col.name")}</th>
              <th scope="col">{t("winners.col.tel")}</th>
              {layout.seatColumn && <th scope="col">{t("winners.col.seat")}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((w, i) => {
              const full = isFullMatch(w.telNum, keyword);
              const { before, match, after } = matchParts(w.telNum, keyword);
              return (
                <tr key={`${w.telNum}-${i}`} className={full ? styles.fullMatch : undefined} data-match={full ? "full" : undefined}>
                  <td className={styles.name}>
                    {wrapName(w.name, layout).map((line, n) => (
                      <span key={n} className={styles.nameLine}>
                        {line}
                      </span>
                    ))}
                    {full && <VisuallyHidden>{t("winners.fullMatch")}</VisuallyHidden>}
                  </td>
                  <td className={styles.tel}>
                    {before}
                    {match !== "" && <mark className={styles.mark}>{match}</mark>}
                    {after}
                  </td>
                  {layout.seatColumn && <td>{w.seatInfo ?? ""}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
