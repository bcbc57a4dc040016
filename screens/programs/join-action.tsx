import { useFormat } from "../../engine/format/use-format.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DataLink } from "../../engine/links/data-link.tsx";
import { mallProgramFields } from "../../engine/manifests/program-fields.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import buttons from "../../engine/ui/button.module.css";
import { joinStateOf } from "./join-state.ts";
import { applyLink, winnerCheckHref } from "./program-links.ts";
import type { ProgramDetail } from "./program-model.ts";
import styles from "./lecture-dialog.module.css";
import { lectureDialogMessages } from "./lecture-dialog.messages.ts";
import { useWinnerOpen } from "./winner-open.ts";

/**
 * The dialog's join button by time (spec part-1 §4): apply while open (to where the mall's
 * lectureApply says, decision 1), a disabled 'application closed' inside the window once closed,
 * 'application closed' and 'winner announcement in preparation' until the prize time, a disabled
 * button with the opening date before the window, and the winner check once the winners are out
 * (decision 4): Suwon's winner page, or the winner dialog over the page on the standard malls.
 */
export function JoinAction({ program, id }: { program: ProgramDetail; id: string }) {
  const t = useMessages(lectureDialogMessages);
  const { now, formatShortDate } = useFormat();
  const { mall } = useMall();
  const hrefs = useScreenHrefs();
  const closed = (
    <Button block disabled>
      {t("lecture.closed")}
    </Button>
  );
  switch (joinStateOf(program, now())) {
    case "open": {
      const link = applyLink(hrefs, mallProgramFields(mall?.path).lectureApply, id, program.linkUrl);
      if (link === null) return null;
      if (link.kind === "route")
        return (
          <Button block to={link.to}>
            {t("lecture.apply")}
          </Button>
        );
      return (
        <DataLink href={link.href} className={`${buttons.button} ${buttons.primary} ${buttons.md} ${buttons.block}`}>
          {t("lecture.apply")}
        </DataLink>
      );
    }
    case "upcoming":
      return (
        <Button block disabled>
          {t("lecture.opensAt", { date: formatShortDate(program.joinStrtDttm) })}
        </Button>
      );
    case "prizePending":
      return (
        <div className={styles.stack}>
          {closed}
          <Button block disabled variant="secondary">
            {t("lecture.prizePending")}
          </Button>
        </div>
      );
    case "announced":
      // Suwon's winner page (winnerConfirm/:id), else the winner dialog over this page.
      return <WinnerCheck id={id} to={winnerCheckHref(hrefs, id)} />;
    case "deadline":
    case "closed":
      return closed;
    case null:
      return null;
  }
}

/** The winner check: with a winner list it opens the winners, without one the kit's alert says none is registered (spec part-1 §4, §8). */
function WinnerCheck({ id, to }: { id: string; to: string | null }) {
  const t = useMessages(lectureDialogMessages);
  const { open, state: check } = useWinnerOpen();
  const note = check.status === "failed" ? check.message : "";
  return (
    <div className={styles.winners}>
      <p role="status" className={styles.winnersNote}>
        {note}
      </p>
      <Button block onClick={() => void open({ id }, to)} aria-disabled={check.status === "loading"} aria-busy={check.status === "loading"}>
        {t("lecture.winners")}
      </Button>
    </div>
  );
}
