import { useLocation, useNavigate, useSearchParams } from "react-router";
import { kidsEndpoints } from "../../schemas/api/programs-kids.ts";
import { libraryEndpoints } from "../../schemas/api/programs-library.ts";
import { skpSeq, slpSeq } from "../../schemas/api/programs-models.ts";
import { isApiError } from "../../engine/api/errors.ts";
import type { QueryState } from "../../engine/data/query-state.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { SanitizedHtml } from "../../engine/html/sanitized-html.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DataLink } from "../../engine/links/data-link.tsx";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useSetQuery } from "../../engine/routing/use-set-query.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Dialog } from "../../engine/ui/dialog.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { JoinAction } from "./join-action.tsx";
import { kindOfId, OPENED_BY_PAGE } from "./program-links.ts";
import type { ProgramDetail } from "./program-model.ts";
import { LiveBadge, ShowNotice, TypeBadge, useDateTime, useProgramTitle } from "./program-parts.tsx";
import { isShow } from "./program-type.ts";
import styles from "./lecture-dialog.module.css";
import { lectureDialogMessages } from "./lecture-dialog.messages.ts";
import { programWordsMessages } from "./program-words.messages.ts";

/**
 * Closing removes the lecture query (spec part-1 §2): back one step when a page of the app opened
 * the dialog (its navigation pushed the entry that carries this state, so the page without the
 * dialog is the entry before: back and close do the same), else the same page without it, in place.
 */
function useLectureClose(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const setQuery = useSetQuery();
  const openedHere = (location.state as { dialog?: unknown } | null)?.dialog === OPENED_BY_PAGE.dialog;
  return () => {
    if (openedHere) void navigate(-1);
    else setQuery("lecture", null);
  };
}

/**
 * The lecture and program detail dialog over a page (query lecture, spec part-1 §2; the shell mounts
 * it where the route declares the query: the mall home, Suwon's main and the program pages).
 */
export function LectureQueryDialog() {
  const [search] = useSearchParams();
  const close = useLectureClose();
  const id = search.get("lecture");
  if (id === null) return null;
  return <LectureDialog key={id} id={id} onClose={close} />;
}

/** A detail answer as the dialog shows it, whichever call made it. */
function detailOf<T>(state: QueryState<T>, pick: (data: T) => ProgramDetail): QueryState<ProgramDetail> {
  return state.status === "success" ? { status: "success", data: pick(state.data), refreshing: state.refreshing } : state;
}

const isNotFound = (state: QueryState<unknown>) =>
  state.status === "error" &&
  isApiError(state.error) &&
  state.error.info.kind === "http" &&
  (state.error.info.status === 404 || state.error.info.status === 400);

/**
 * A program in a full-screen dialog: an SLP id loads the library lecture, any other the kids
 * program; a malformed or unknown id shows "not found" inside the dialog.
 */
export function LectureDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useMessages(lectureDialogMessages);
  const { mall } = useMall();
  const params = { mall: mall?.path ?? DEFAULT_MALL_PATH };
  const library = kindOfId(id) === "library";
  const valid = (library ? slpSeq : skpSeq).safeParse(id).success;
  const kids = useApiQuery(kidsEndpoints.kidsProgramDetail, { params, input: { skpSeq: id } }, { enabled: valid && !library });
  const lecture = useApiQuery(libraryEndpoints.libraryLectureDetail, { params, input: { slpSeq: id } }, { enabled: valid && library });
  const state = library ? detailOf(lecture, (d) => d.lecture) : detailOf(kids, (d) => d.programDetail);
  const title = useProgramTitle();
  const notFound = !valid || isNotFound(state);

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
        <QueryView state={state}>{(p) => <LectureBody program={p} />}</QueryView>
      )}
    </Dialog>
  );
}

function LectureBody({ program: p }: { program: ProgramDetail }) {
  const t = useMessages(lectureDialogMessages, programWordsMessages);
  const { formatShortDate, formatRound, isEmptyValue } = useFormat();
  const dateTime = useDateTime();
  const title = useProgramTitle();
  const castShown = p.castName !== null && !isEmptyValue(p.castName) && title(p) !== p.castName;
  const rounds = p.progRndList.map((r) => formatRound(r.rndHm, { roundNo: r.progRndNo, multi: p.isMulti })).filter(Boolean);
  const live = p.liveYn === "Y" && p.linkUrl !== null && !isEmptyValue(p.linkUrl);
  const fact = (label: string, value: string) =>
    isEmptyValue(value) ? null : (
      <div className={styles.fact}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    );

  return (
    <div className={styles.body}>
      {!isEmptyValue(p.imgMobUrl) && <img className={styles.image} src={p.imgMobUrl} alt="" width={640} height={360} />}
      <p className={styles.badges}>
        <TypeBadge type={p.progTypeName} />
        {p.liveYn === "Y" && <LiveBadge />}
      </p>
      <dl className={styles.facts} aria-label={t("lecture.facts")}>
        {fact(t("lecture.when"), [formatShortDate(p.progDt), rounds.join(", ")].filter(Boolean).join(" "))}
        {fact(t("lecture.place"), p.progPlc)}
        {fact(t("lecture.target"), p.trgt)}
        {castShown && fact(t("lecture.cast"), p.castName ?? "")}
        {fact(t("lecture.joinPeriod"), t("lecture.period", { start: dateTime(p.joinStrtDttm), end: dateTime(p.joinEndDttm) }))}
        {p.przYn === "Y" && fact(t("lecture.prizeDate"), dateTime(p.przStrtDttm))}
      </dl>
      {live && (
        <DataLink href={p.linkUrl} className={styles.liveLink}>
          {t("program.watchLive")}
        </DataLink>
      )}
      {isShow(p.progTypeName) && <ShowNotice />}
      <section
        className={styles.html}
        aria-label={t("lecture.body")}
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a tab stop in the scrolling dialog body (axe scrollable-region-focusable): keyboard users scroll a long program with the arrows
        tabIndex={0}
      >
        <SanitizedHtml html={p.contHtml} />
      </section>
    </div>
  );
}
