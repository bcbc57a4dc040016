import { useId } from "react";
import { Link } from "react-router";
import type { Recommendations } from "../../machines/search.machine.ts";
import { Icon } from "../../engine/ui/icon.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./search.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { searchMessages } from "./search.messages.ts";

/** The member-discount word of the recommendations, shown as the best-customer discount (spec part-2 §7). */
export const MEMBER_DISCOUNT_KEYWORD = "멤버십할인";

interface Props {
  recommendations: Recommendations | null;
  recent: readonly string[];
  locale: "ko" | "en";
  /** Centerfield's dialog shows the recommended keywords in Korean whatever the language. */
  koreanKeywords: boolean;
  /** Where a hot place opens. */
  storeTo: (tntSeq: string) => string | null;
  onPick: (keyword: string) => void;
  onRemove: (keyword: string) => void;
  onClearAll: () => void;
}

/** What the search shows before a search: recommended keywords, hot places and the recent keywords. */
export function SearchStart({ recommendations, recent, locale, koreanKeywords, storeTo, onPick, onRemove, onClearAll }: Props) {
  const t = useMessages(searchMessages);
  const id = useId();
  const shown = (k: string) => (k === MEMBER_DISCOUNT_KEYWORD ? (koreanKeywords ? t.korean("search.memberDiscount") : t("search.memberDiscount")) : k);
  const keywords = recommendations?.keywords ?? [];
  const hot = recommendations?.hotPlaces ?? [];
  return (
    <>
      {keywords.length > 0 && (
        <section className={page.section} aria-labelledby={`${id}-rec`}>
          <h2 id={`${id}-rec`} className={page.subheading}>
            {t("search.recommended")}
          </h2>
          <ul className={styles.chips}>
            {keywords.map((k) => (
              <li key={k}>
                <button type="button" className={styles.chip} lang={koreanKeywords ? "ko" : undefined} onClick={() => onPick(k)}>
                  {shown(k)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {hot.length > 0 && (
        <section className={page.section} aria-labelledby={`${id}-hot`}>
          <h2 id={`${id}-hot`} className={page.subheading}>
            {t("search.hotPlaces")}
          </h2>
          <ol className={styles.chips}>
            {hot
              .flatMap((h) => {
                const to = storeTo(h.tntSeq);
                return to === null ? [] : [{ h, to }];
              })
              .map(({ h, to }) => (
                <li key={h.tntSeq}>
                  <Link className={styles.chip} to={to}>
                    <span className={styles.rank}>{t("search.hotPlaceRank", { rank: h.rank })}</span>
                    {locale === "en" && h.nameEn ? h.nameEn : h.nameKo}
                  </Link>
                </li>
              ))}
          </ol>
        </section>
      )}
      <section className={page.section} aria-labelledby={`${id}-recent`}>
        <div className={styles.sectionHead}>
          <h2 id={`${id}-recent`} className={page.subheading}>
            {t("search.recent")}
          </h2>
          {recent.length > 0 && (
            <button type="button" className={styles.chip} onClick={onClearAll}>
              {t("search.recentClear")}
            </button>
          )}
        </div>
        {recent.length === 0 ? (
          <p className={styles.muted}>{t("search.recentNone")}</p>
        ) : (
          <ul className={styles.chips} aria-labelledby={`${id}-recent`}>
            {recent.map((k) => (
              <li key={k}>
                <button type="button" className={`${styles.chip} ${styles.recentChip}`} onClick={() => onPick(k)}>
                  {k}
                </button>
                <button type="button" className={styles.remove} aria-label={t("search.recentRemove", { keyword: k })} onClick={() => onRemove(k)}>
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
