import { Suspense, useState } from "react";
import { contentEndpoints } from "../../schemas/api/content.ts";
import { exhibitionsQuery } from "../../schemas/screens/query-boards.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { seoulDate } from "../../engine/format/seoul-calendar.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { useKitWords } from "../../engine/i18n/use-kit-words.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { DEFAULT_MALL_PATH } from "../../engine/manifests/bundle.ts";
import { useScreenQuery } from "../../engine/routing/use-screen-query.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { Icon } from "../../engine/ui/icon.tsx";
import page from "../../engine/ui/page.module.css";
import { isoDay, parseDay, shiftWeek, weekOf, weeksBetween, type Week } from "./exhibition-week.ts";
import styles from "./exhibitions.module.css";
import { exhibitionsMessages } from "./exhibitions.messages.ts";
import { lazyPart } from "../../engine/routing/lazy-part.ts";

export const query = exhibitionsQuery;

// The dialog (an exhibition's call, the sanitizer) loads with the first tap on a card.
const ExhibitionDialog = lazyPart(() => import("./exhibition-dialog.tsx").then((m) => ({ default: m.ExhibitionDialog })));

/**
 * Exhibitions (store/exhibit, hanam and coexmall): a week at a time, Monday to Sunday in Seoul,
 * stepped back and forth with its dates shown and kept in the URL; the week's exhibitions as cards,
 * each opening in a dialog; an empty week says so (docs/decisions/0029).
 */
export default function ExhibitionsScreen() {
  const t = useMessages(exhibitionsMessages);
  const kit = useKitWords();
  const { mall } = useMall();
  const mallPath = mall?.path ?? DEFAULT_MALL_PATH;
  const { formatShortDate, now } = useFormat();
  const [query, setQuery] = useScreenQuery(exhibitionsQuery);
  const [opened, setOpened] = useState<number | null>(null);

  const thisWeek = weekOf(seoulDate(now()));
  const asked = parseDay(query.week);
  const week = asked ? weekOf(asked) : thisWeek;
  const offset = weeksBetween(thisWeek, week);
  const go = (w: Week) => setQuery("week", weeksBetween(thisWeek, w) === 0 ? null : isoDay(w.monday));
  const from = isoDay(week.monday);
  const to = isoDay(week.sunday);
  const range = t("exh.range", { from: formatShortDate(from), to: formatShortDate(to) });
  const name = t(offset === 0 ? "exh.week.this" : offset === -1 ? "exh.week.last" : offset === 1 ? "exh.week.coming" : "exh.week.other");
  const list = useApiQuery(contentEndpoints.exhList, { params: { mall: mallPath }, input: { searchKeyword: from, searchKeyword2: to } });

  return (
    <div className={page.page}>
      <h1 className={page.title}>{kit("route.exhibitions")}</h1>
      <nav aria-label={t("exh.weeks")} className={styles.weeks}>
        <div className={styles.weekRow}>
          <button type="button" className={styles.step} aria-label={t("exh.prev")} onClick={() => go(shiftWeek(week, -1))}>
            <Icon name="back" size={20} />
          </button>
          <p className={styles.week} aria-live="polite">
            <span className={styles.weekName}>{name}</span> <span className={styles.weekRange}>{range}</span>
          </p>
          <button type="button" className={styles.step} aria-label={t("exh.next")} onClick={() => go(shiftWeek(week, 1))}>
            <Icon name="chevron" size={20} />
          </button>
        </div>
        {offset !== 0 && (
          <Button variant="text" size="sm" className={styles.thisWeek} onClick={() => go(thisWeek)}>
            {t("exh.toThisWeek")}
          </Button>
        )}
      </nav>
      <section aria-label={t("exh.list", { week: range })} aria-busy={list.status === "loading"}>
        <QueryView state={list} isEmpty={(d) => d.exhList.length === 0} empty={<EmptyState icon="event" title={t("exh.empty")} />}>
          {(d) => (
            <ul className={styles.cards}>
              {d.exhList.map((e) => (
                <li key={e.exhSeq} className={styles.card}>
                  <img className={styles.cardImage} src={e.imgMobUri} alt="" loading="lazy" width={640} height={360} />
                  <h2 className={styles.cardTitle}>
                    <button type="button" className={styles.cardButton} aria-haspopup="dialog" onClick={() => setOpened(e.exhSeq)}>
                      {e.exhTitl}
                    </button>
                  </h2>
                  <p className={styles.cardMeta}>
                    {t("exh.card.meta", { period: t("exh.period", { from: formatShortDate(e.exhStrtDt), to: formatShortDate(e.exhEndDt) }), place: e.exhPlc })}
                  </p>
                  {e.exhSmry !== "" && <p className={styles.cardSummary}>{e.exhSmry}</p>}
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      {opened !== null && (
        <Suspense fallback={null}>
          <ExhibitionDialog key={opened} mallPath={mallPath} exhSeq={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </div>
  );
}
