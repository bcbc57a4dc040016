import { useEffect, useEffectEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useServices } from "../../engine/services/services.ts";
import { Button } from "../../engine/ui/button.tsx";
import { Dialog } from "../../engine/ui/dialog.tsx";
import { kindOfId, type IdKind } from "./program-links.ts";
import { WinnerBoard } from "./winner-board.tsx";
import { usePrizePrograms } from "./winner-data.ts";
import { WINNERS_OPENED_BY_PAGE } from "./winner-open.ts";
import { WinnerPrograms } from "./winner-programs.tsx";
import { useQueryDialogClose } from "./query-dialog-close.ts";
import styles from "./winner-check.module.css";
import { winnerCheckMessages } from "./winner-check.messages.ts";

/**
 * The full-screen winner dialog of the standard malls (spec part-1 §2 "Winner check dialog"; the
 * shell mounts it where the route declares `winners`, docs/decisions/0033): `winners=kids` or
 * `winners=library` lists the programs with winners, a program id opens that program's winners.
 */
export function WinnersQueryDialog() {
  const [search] = useSearchParams();
  // Closing (or back) goes back over the step that opened it, showing a lecture dialog under it again.
  const close = useQueryDialogClose("winners", WINNERS_OPENED_BY_PAGE.dialog);
  const value = search.get("winners");
  if (value === null) return null;
  return <WinnersDialog key={value} value={value} onClose={close} />;
}

function WinnersDialog({ value, onClose }: { value: string; onClose: () => void }) {
  const t = useMessages(winnerCheckMessages);
  const { dialogs } = useServices();
  const listed = value === "kids" || value === "library";
  const kind: IdKind = listed ? value : kindOfId(value);
  const [chosen, setChosen] = useState<string | null>(listed ? null : value);
  const programs = usePrizePrograms(kind);
  // The dialog opens only over a winner list (spec part-1 §4): an empty one (an address from
  // elsewhere: the winner check asks first) says so in the kit's alert and closes.
  const sayNone = () => {
    void dialogs.alert({ text: t("winners.none") });
    onClose();
  };
  const none = useEffectEvent(sayNone);
  const emptyList = listed && chosen === null && programs.status === "success" && programs.data.length === 0;
  useEffect(() => {
    if (emptyList) none();
  }, [emptyList]);

  const program = chosen !== null && programs.status === "success" ? programs.data.find((p) => p.id === chosen) : undefined;
  return (
    <Dialog open fullScreen onClose={onClose} title={t("winners.title")}>
      {chosen !== null ? (
        <div className={styles.dialogBody}>
          <WinnerBoard key={chosen} id={chosen} program={program} level={3} onEmpty={sayNone} />
          {(listed || (programs.status === "success" && programs.data.length > 1)) && (
            <Button variant="secondary" block onClick={() => setChosen(null)}>
              {t("winners.toList")}
            </Button>
          )}
        </div>
      ) : (
        <QueryView state={programs}>{(list) => <WinnerPrograms programs={list} hrefOf={() => null} onChoose={(p) => setChosen(p.id)} />}</QueryView>
      )}
    </Dialog>
  );
}
