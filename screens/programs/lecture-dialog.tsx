import { useSearchParams } from "react-router";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { Dialog } from "../../engine/ui/dialog.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { JoinAction } from "./join-action.tsx";
import { ProgramBody } from "./program-body.tsx";
import { useProgramDetail } from "./program-detail-query.ts";
import { OPENED_BY_PAGE } from "./program-links.ts";
import { useProgramTitle } from "./program-parts.tsx";
import { useQueryDialogClose } from "./query-dialog-close.ts";
import { lectureDialogMessages } from "./lecture-dialog.messages.ts";

/**
 * The lecture and program detail dialog over a page (query lecture, spec part-1 §2; the shell mounts
 * it where the route declares the query: the mall home, Suwon's main and the program pages).
 */
export function LectureQueryDialog() {
  const [search] = useSearchParams();
  const close = useQueryDialogClose("lecture", OPENED_BY_PAGE.dialog);
  const id = search.get("lecture");
  if (id === null) return null;
  return <LectureDialog key={id} id={id} onClose={close} />;
}

/**
 * A program in a full-screen dialog: an SLP id loads the library lecture, any other the kids
 * program; a malformed or unknown id shows "not found" inside the dialog.
 */
export function LectureDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useMessages(lectureDialogMessages);
  const { library, state, notFound } = useProgramDetail(id);
  const title = useProgramTitle();

  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      title={state.status === "success" && !notFound ? title(state.data) : t("lecture.dialogTitle")}
      footer={state.status === "success" && !notFound ? <JoinAction program={state.data} id={id} /> : undefined}
    >
      {notFound ? (
        <EmptyState icon={library ? "library" : "kids"} title={t("lecture.notFound")} description={t("lecture.notFoundHint")} />
      ) : (
        <QueryView state={state}>{(p) => <ProgramBody program={p} />}</QueryView>
      )}
    </Dialog>
  );
}
