import { libraryEndpoints } from "../../schemas/api/programs-library.ts";
import type { EndpointResponse } from "../../schemas/api/endpoint.ts";
import { isApiError } from "../../engine/api/errors.ts";
import type { QueryState } from "../../engine/data/query-state.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { SanitizedHtml } from "../../engine/html/sanitized-html.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenHref } from "../../engine/routing/screen-href.ts";
import type { ScreenProps } from "../../engine/screen-props.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { LoadingPage } from "../../engine/ui/loading-page.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./art-projects.module.css";
import { artProjectsMessages } from "./art-projects.messages.ts";

/** An art project id as the path carries it: a positive integer (anything else names no project, and is not asked for). */
const PROJECT_ID = /^[1-9]\d{0,8}$/;

type ArtProject = EndpointResponse<typeof libraryEndpoints.libraryArtProject>["artProject"];

// The server answers 404 for an unknown project and 400 for an id it cannot read: both name no project.
const namesNoProject = (state: QueryState<unknown>) =>
  state.status === "error" && isApiError(state.error) && state.error.info.kind === "http" && [400, 404].includes(state.error.info.status);

/**
 * An art project of the library (tenant/{product}Library/artProject/{projectId}, hanam and
 * coexmall): its image, title, artist, place and dates, and its body as sanitized HTML; the way back
 * to the library. A malformed or unknown id is the not-found page.
 */
export default function ArtProjectDetailScreen({ params }: ScreenProps<"artProjectDetail">) {
  const t = useMessages(artProjectsMessages);
  const { mall } = useMall();
  const raw = params.projectId ?? "";
  const contSeq = PROJECT_ID.test(raw) ? Number(raw) : null;
  const project = useApiQuery(
    libraryEndpoints.libraryArtProject,
    { params: { mall: mall?.path ?? DEFAULT_MALL_PATH }, input: { contSeq: contSeq ?? 1 } },
    { enabled: contSeq !== null },
  );
  const toLibrary = useScreenHref({ screen: "programs", where: { kind: "library", view: "current" } });
  const back =
    toLibrary === null ? null : (
      <Button to={toLibrary} variant="secondary" className={styles.back}>
        {t("art.toLibrary")}
      </Button>
    );

  if (contSeq === null || namesNoProject(project))
    return (
      <div className={page.page}>
        <EmptyState titleAs="h1" icon="library" title={t("art.notFound")} description={t("art.notFoundHint")} action={back ?? undefined} />
      </div>
    );

  return (
    <article className={page.page}>
      <QueryView state={project} isEmpty={() => false} skeleton={<LoadingPage titleId="route.artProject" />}>
        {(d) => <ArtProjectContent project={d.artProject} />}
      </QueryView>
      {back}
    </article>
  );
}

function ArtProjectContent({ project: a }: { project: ArtProject }) {
  const t = useMessages(artProjectsMessages);
  const { formatShortDate, isEmptyValue } = useFormat();
  const fact = (label: string, value: string) =>
    isEmptyValue(value) ? null : (
      <>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </>
    );
  return (
    <>
      {!isEmptyValue(a.imgMobUrl) && <img className={styles.image} src={a.imgMobUrl} alt="" width={640} height={360} />}
      <h1 className={page.title}>{a.titl}</h1>
      <dl className={styles.facts} aria-label={t("art.facts")}>
        {fact(t("art.artist"), a.artistNm)}
        {fact(t("art.place"), a.plc)}
        {fact(t("art.period"), t("art.periodValue", { start: formatShortDate(a.strtDt), end: formatShortDate(a.endDt) }))}
      </dl>
      <section className={styles.body} aria-label={t("art.body")}>
        <SanitizedHtml html={a.contHtml} />
      </section>
    </>
  );
}
