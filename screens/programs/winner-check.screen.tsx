import { useState } from "react";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { kindOfId, programDetailHref, winnerCheckHref, type IdKind } from "./program-links.ts";
import { WinnerBoard } from "./winner-board.tsx";
import { usePrizePrograms, type PrizeProgram } from "./winner-data.ts";
import { WinnerPrograms } from "./winner-programs.tsx";
import styles from "./winner-check.module.css";
import { lectureDialogMessages } from "./lecture-dialog.messages.ts";
import { winnerCheckMessages } from "./winner-check.messages.ts";

/**
 * Suwon's winner pages (spec part-1 §2 winner check, part-2 §2.3): a program's winners
 * (kids/showList/winnerConfirm/:id, library/lectureList/winnerConfirm/:id) and the library's list
 * of lectures with winners (library/lectureWinnerList, view list), each opening its winner page.
 * The standard malls show the same list and table in the winner dialog (winner-dialog.tsx).
 */
export default function WinnerCheckScreen({ props, params }: ScreenProps<"winnerCheck">) {
  const kit = useKitWords();
  const kind: IdKind = props.kind === "library" ? "library" : "kids";
  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit("route.winners")}</h1>
      {props.view === "list" ? <ProgramsWithWinners kind={kind} /> : <ProgramWinners kind={kind} id={params.id ?? ""} />}
    </div>
  );
}

/** The list: each program links its winner page (or, where the mall has none, shows its winners here). */
function ProgramsWithWinners({ kind }: { kind: IdKind }) {
  const t = useMessages(winnerCheckMessages);
  const hrefs = useScreenHrefs();
  const programs = usePrizePrograms(kind);
  const [chosen, setChosen] = useState<PrizeProgram | null>(null);
  if (chosen !== null)
    return (
      <>
        <WinnerBoard key={chosen.id} id={chosen.id} program={chosen} level={2} />
        <Button variant="secondary" onClick={() => setChosen(null)}>
          {t("winners.toList")}
        </Button>
      </>
    );
  return (
    <section className={page.section} aria-label={t("winners.programs")}>
      <QueryView state={programs} empty={<EmptyState icon={kind} title={t("winners.none")} />}>
        {(list) => <WinnerPrograms programs={list} hrefOf={(id) => winnerCheckHref(hrefs, id)} onChoose={setChosen} />}
      </QueryView>
    </section>
  );
}

/** One program's winners; an id of the other kind than the page's (or malformed, or unknown) is not found. */
function ProgramWinners({ kind, id }: { kind: IdKind; id: string }) {
  const t = useMessages(winnerCheckMessages, lectureDialogMessages);
  const hrefs = useScreenHrefs();
  const sameKind = kindOfId(id) === kind;
  const programs = usePrizePrograms(kind, sameKind);
  const program = programs.status === "success" ? programs.data.find((p) => p.id === id) : undefined;
  const toList = hrefs({ screen: "winnerCheck", where: { kind, view: "list" } });
  const toProgram = programDetailHref(hrefs, id);
  return (
    <>
      {sameKind ? (
        <WinnerBoard id={id} program={program} level={2} />
      ) : (
        <EmptyState icon={kind} title={t("winners.notFound")} description={t("winners.notFoundHint")} />
      )}
      {(toList !== null || (sameKind && toProgram !== null)) && (
        <p className={styles.actions}>
          {sameKind && toProgram !== null && (
            <Button to={toProgram} variant="secondary" size="sm">
              {t("lecture.dialogTitle")}
            </Button>
          )}
          {toList !== null && (
            <Button to={toList} variant="secondary" size="sm">
              {t("winners.toList")}
            </Button>
          )}
        </p>
      )}
    </>
  );
}
