import { QueryView } from "../../engine/data/query-view.tsx";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import { JoinAction } from "./join-action.tsx";
import { ProgramBody } from "./program-body.tsx";
import { useProgramDetail } from "./program-detail-query.ts";
import { useProgramTitle } from "./program-parts.tsx";
import styles from "./program-detail.module.css";
import { lectureDialogMessages } from "./lecture-dialog.messages.ts";
import { programDetailMessages } from "./program-detail.messages.ts";

/**
 * Suwon's program detail page (kids/showList/:id, library/lectureList/:id; spec part-2 §2.3, §2.6):
 * the lecture dialog's content as a page, with the same join button by time: apply goes to Suwon's
 * apply page (toApply/:id), the winner check to its winner page (winnerConfirm/:id). An id of the
 * other kind (an SLP id on the kids page), a malformed or an unknown one shows "not found".
 */
export default function ProgramDetailScreen({ props, params }: ScreenProps<"programDetail">) {
  const t = useMessages(lectureDialogMessages, programDetailMessages);
  const kit = useKitWords();
  const hrefs = useScreenHrefs();
  const id = params.id ?? "";
  const library = props.kind === "library";
  const { state, notFound } = useProgramDetail(id, library ? "library" : "kids");
  const title = useProgramTitle();
  const toList = hrefs({ screen: "programs", where: { kind: props.kind, variant: "suwon" } });
  const back = toList !== null && (
    <Button to={toList} variant="secondary" block>
      {t(library ? "programDetail.toLectures" : "programDetail.toShows")}
    </Button>
  );

  const heading = state.status === "success" && !notFound ? title(state.data) : kit(library ? "route.lectureDetail" : "route.showDetail");
  return (
    <div className={page.page}>
      <h1 className={page.title}>{heading}</h1>
      {notFound ? (
        <>
          <EmptyState icon={library ? "library" : "kids"} title={t("lecture.notFound")} description={t("lecture.notFoundHint")} />
          {back}
        </>
      ) : (
        <QueryView state={state}>
          {(p) => (
            <>
              <ProgramBody program={p} page />
              <div className={styles.actions}>
                <JoinAction program={p} id={id} />
                {back}
              </div>
            </>
          )}
        </QueryView>
      )}
    </div>
  );
}
