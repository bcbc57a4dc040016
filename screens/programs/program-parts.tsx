import type { ReactNode } from "react";
import { useFormat } from "../../engine/format/use-format.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { mallProgramFields } from "../../engine/manifests/program-fields.ts";
import { readSeoul } from "../../engine/format/seoul-read.ts";
import { specialDateTone } from "../../engine/format/special-days.ts";
import tones from "../../engine/format/special-days.module.css";
import { useMall } from "../../engine/shell/mall-context.ts";
import type { JoinState } from "./join-state.ts";
import type { ProgramType } from "./program-type.ts";
import styles from "./program-parts.module.css";
import { programWordsMessages } from "./program-words.messages.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** A date-time of the API as the screens show it: "11.17(화) 12:00" (the short date, spec part-1 §5, and the time); "" when unreadable. */
export function useDateTime(): (value: string | null | undefined) => string {
  const t = useMessages(programWordsMessages);
  const { formatShortDate } = useFormat();
  return (value) => {
    const d = readSeoul(value);
    return d ? t("program.dateTime", { date: formatShortDate(value), time: `${pad(d.hour)}:${pad(d.minute)}` }) : "";
  };
}

/** A program's day (YYYY-MM-DD) as the short date, in its tone on the special days (spec part-1 §9). */
export function ProgramDay({ date }: { date: string }) {
  const { formatShortDate } = useFormat();
  const tone = specialDateTone(date);
  return (
    <time dateTime={date} className={tone === null ? undefined : tones[tone]}>
      {formatShortDate(date)}
    </time>
  );
}

/** A program's title: castName where the mall shows it as the title (coexmall, manifest programTitle) and it is given, else progTitl. */
export function useProgramTitle(): (p: { progTitl: string; castName: string | null }) => string {
  const { mall } = useMall();
  const { programTitle } = mallProgramFields(mall?.path);
  const { isEmptyValue } = useFormat();
  return (p) => (programTitle === "castName" && p.castName !== null && !isEmptyValue(p.castName) ? p.castName : p.progTitl);
}

/** A program's type, in its own colours (a style per type, spec part-1 §3). */
export function TypeBadge({ type }: { type: ProgramType }) {
  const t = useMessages(programWordsMessages);
  return (
    <span className={styles.type} data-type={type}>
      {t(`program.type.${type}`)}
    </span>
  );
}

/** The live mark of a streamed program. */
export function LiveBadge() {
  const t = useMessages(programWordsMessages);
  return <span className={styles.live}>{t("program.live")}</span>;
}

/** A program's join state in a word (the list's badge); the opening date for one not open yet. */
export function StateBadge({ state, joinStrtDttm }: { state: JoinState; joinStrtDttm: string }) {
  const t = useMessages(programWordsMessages);
  const { formatShortDate } = useFormat();
  const label = state === "upcoming" ? t("program.state.upcoming", { date: formatShortDate(joinStrtDttm) }) : t(`program.state.${state}`);
  return (
    <span className={styles.state} data-state={state}>
      {label}
    </span>
  );
}

/** The mall's entry rules for shows (manifest showNotice), shown with show programs; nothing where the mall has none. */
export function ShowNotice({ children }: { children?: ReactNode }) {
  const t = useMessages(programWordsMessages);
  const { mall, locale } = useMall();
  const notice = mallProgramFields(mall?.path).showNotice;
  if (!notice) return null;
  return (
    <aside className={styles.notice} aria-label={t("program.showNotice")}>
      <p className={styles.noticeTitle}>{t("program.showNotice")}</p>
      <p>{notice[locale]}</p>
      {children}
    </aside>
  );
}
