import { useState } from "react";
import { useNavigate } from "react-router";
import { kidsEndpoints } from "../../schemas/api/programs-kids.ts";
import { asApiError } from "../../engine/data/as-api-error.ts";
import { useDataWords } from "../../engine/data/data-words.ts";
import { errorMessageId } from "../../engine/data/error-message.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DataLink } from "../../engine/links/data-link.tsx";
import { mallProgramFields } from "../../engine/manifests/program-fields.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { useServices } from "../../engine/services/services.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import buttons from "../../engine/ui/button.module.css";
import { joinStateOf } from "./join-state.ts";
import { applyLink, winnerCheckHref } from "./program-links.ts";
import type { ProgramDetail } from "./program-model.ts";
import styles from "./lecture-dialog.module.css";
import { lectureDialogMessages } from "./lecture-dialog.messages.ts";

/**
 * The dialog's join button by time (spec part-1 §4): apply while open (to where the mall's
 * lectureApply says, decision 1), a disabled 'application closed' inside the window once closed,
 * 'application closed' and 'winner announcement in preparation' until the prize time, a disabled
 * button with the opening date before the window, and the winner check once the winners are out
 * (decision 4) where the mall has a winner check to go to.
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
    case "announced": {
      const to = winnerCheckHref(hrefs, id);
      return to === null ? closed : <WinnerCheck id={id} to={to} />;
    }
    case "deadline":
    case "closed":
      return closed;
    case null:
      return null;
  }
}

type Check = { status: "idle" | "loading" | "none" } | { status: "failed"; message: string };

/** The winner check: with a winner list it opens the winners, without one it says none is registered (spec part-1 §4, §8). */
function WinnerCheck({ id, to }: { id: string; to: string }) {
  const t = useMessages(lectureDialogMessages);
  const data = useDataWords();
  const { api } = useServices();
  const { mall } = useMall();
  const navigate = useNavigate();
  const [check, setCheck] = useState<Check>({ status: "idle" });
  const endpoint = kidsEndpoints.kidsPrizeList;
  const open = async () => {
    setCheck({ status: "loading" });
    try {
      const answer = await api.call(endpoint, { params: { mall: mall?.path ?? DEFAULT_MALL_PATH }, input: { skpSeq: id } });
      if (answer.przList.length === 0) setCheck({ status: "none" });
      else void navigate(to);
    } catch (e) {
      const message = errorMessageId(asApiError(endpoint.id, e));
      setCheck(message === null ? { status: "idle" } : { status: "failed", message: data(message) });
    }
  };
  const note = check.status === "none" ? t("lecture.noWinners") : check.status === "failed" ? check.message : "";
  return (
    <div className={styles.winners}>
      <p role="status" className={styles.winnersNote}>
        {note}
      </p>
      <Button block onClick={() => void open()} disabled={check.status === "loading"} aria-busy={check.status === "loading"}>
        {t("lecture.winners")}
      </Button>
    </div>
  );
}
