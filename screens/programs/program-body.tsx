import { useFormat } from "../../engine/format/use-format.ts";
import { SanitizedHtml } from "../../engine/html/sanitized-html.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DataLink } from "../../engine/links/data-link.tsx";
import type { ProgramDetail } from "./program-model.ts";
import { LiveBadge, ShowNotice, TypeBadge, useDateTime, useProgramTitle } from "./program-parts.tsx";
import { isShow } from "./program-type.ts";
import styles from "./lecture-dialog.module.css";
import { lectureDialogMessages } from "./lecture-dialog.messages.ts";
import { programWordsMessages } from "./program-words.messages.ts";

/**
 * A program's content, the lecture dialog's and Suwon's detail page's (`page`) one body: image, type in its
 * style, live mark, date and rounds, place, target, cast, join window, prize date, the live stream,
 * the show notice with shows, and the sanitized HTML body.
 */
export function ProgramBody({ program: p, page = false }: { program: ProgramDetail; page?: boolean }) {
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
      {page ? (
        // On a page (under its h1) the body gets its h2, so the program's own h3 keeps the heading order.
        <section className={styles.html} aria-labelledby="program-body">
          <h2 id="program-body" className={styles.bodyHeading}>
            {t("lecture.body")}
          </h2>
          <SanitizedHtml html={p.contHtml} />
        </section>
      ) : (
        <section
          className={styles.html}
          aria-label={t("lecture.body")}
          // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a tab stop in the scrolling dialog body (axe scrollable-region-focusable): keyboard users scroll a long program with the arrows
          tabIndex={0}
        >
          <SanitizedHtml html={p.contHtml} />
        </section>
      )}
    </div>
  );
}
