import { Link, useLocation } from "react-router";
import { useFormat } from "../../engine/format/use-format.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DataLink } from "../../engine/links/data-link.tsx";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { joinStateOf } from "./join-state.ts";
import { VisuallyHidden } from "../../engine/ui/visually-hidden.tsx";
import { OPENED_BY_PAGE, programDetailHref } from "./program-links.ts";
import { programId, type ListedProgram } from "./program-model.ts";
import { LiveBadge, ProgramDay, StateBadge, TypeBadge, useProgramTitle } from "./program-parts.tsx";
import styles from "./programs.module.css";
import { programWordsMessages } from "./program-words.messages.ts";

/** The page's address with the lecture dialog open on a program (its other query kept). */
function withLecture(search: string, id: string): string {
  const next = new URLSearchParams(search);
  next.set("lecture", id);
  return `?${next.toString()}`;
}

/**
 * A program of the list: image, type in its style, live mark, title, date and rounds, place and
 * join state. It opens the program's page where the mall has one (Suwon), else the lecture dialog
 * over this page; a live program links its stream beside it.
 */
export function ProgramRow({ program: p }: { program: ListedProgram }) {
  const t = useMessages(programWordsMessages);
  const { formatRound, now, isEmptyValue } = useFormat();
  const hrefs = useScreenHrefs();
  const { search } = useLocation();
  const title = useProgramTitle();
  const id = programId(p);
  const page = programDetailHref(hrefs, id);
  const state = joinStateOf(p, now());
  const rounds = p.progRndList.map((r) => formatRound(r.rndHm, { roundNo: r.progRndNo, multi: p.isMulti })).filter(Boolean);
  const live = p.liveYn === "Y" && p.linkUrl !== null && !isEmptyValue(p.linkUrl);
  const content = (
    <>
      {!isEmptyValue(p.imgMobUrl) && <img className={styles.thumb} src={p.imgMobUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />}
      <span className={styles.rowText}>
        <span className={styles.badges}>
          <TypeBadge type={p.progTypeName} />
          {p.liveYn === "Y" && <LiveBadge />}
        </span>
        <span className={styles.rowTitle}>{title(p)}</span>
        <span className={styles.rowMeta}>
          <ProgramDay date={p.progDt} /> {rounds.join(", ")}
        </span>
        {!isEmptyValue(p.progPlc) && <span className={styles.rowMeta}>{p.progPlc}</span>}
        {state !== null && <StateBadge state={state} joinStrtDttm={p.joinStrtDttm} />}
      </span>
    </>
  );
  return (
    <li className={styles.row}>
      {page !== null ? (
        <Link className={styles.rowLink} to={page}>
          {content}
        </Link>
      ) : (
        <Link className={styles.rowLink} to={{ search: withLecture(search, id) }} state={OPENED_BY_PAGE}>
          {content}
        </Link>
      )}
      {live && (
        <DataLink href={p.linkUrl} className={styles.liveLink}>
          <VisuallyHidden>{title(p)}</VisuallyHidden> {t("program.watchLive")}
        </DataLink>
      )}
    </li>
  );
}
