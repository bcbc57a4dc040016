import { useState } from "react";
import type { clubRentalEndpoints } from "../../schemas/api/programs-club-rental.ts";
import { kidsEndpoints } from "../../schemas/api/programs-kids.ts";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { SanitizedHtml } from "../../engine/html/sanitized-html.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import page from "../../engine/ui/page.module.css";
import styles from "./programs.module.css";
import { programsPageMessages } from "./programs-page.messages.ts";

/**
 * The kids winner announcements (winnerNoticeList.do; the library has none), or the rentals' with
 * `endpoint` (rnt/winnerNoticeList.do, the same shape), each opening its text (sanitized HTML,
 * loaded when opened). Nothing when there are none or they fail: the list is the page.
 */
export function WinnerNotices({
  mallPath,
  endpoint = kidsEndpoints.kidsWinnerNotices,
}: {
  mallPath: string;
  endpoint?: typeof kidsEndpoints.kidsWinnerNotices | typeof clubRentalEndpoints.rentalWinnerNotices;
}) {
  const t = useMessages(programsPageMessages);
  const { formatShortDate } = useFormat();
  const notices = useApiQuery(endpoint, { params: { mall: mallPath } });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  if (notices.status !== "success" || notices.data.winnerNoticeList.length === 0) return null;
  return (
    <section className={page.section} aria-labelledby="winner-notices">
      <h2 id="winner-notices" className={page.subheading}>
        {t("programs.winnerNotices")}
      </h2>
      <ul className={styles.notices}>
        {notices.data.winnerNoticeList.map((n) => (
          <li key={n.notiSeq}>
            <details
              className={styles.notice}
              onToggle={(e) => {
                const opened = e.currentTarget.open;
                setOpen((s) => {
                  const next = new Set(s);
                  if (opened) next.add(n.notiSeq);
                  else next.delete(n.notiSeq);
                  return next;
                });
              }}
            >
              <summary className={styles.noticeSummary}>
                <span className={styles.noticeTitle}>{n.notiTitl}</span>
                <time className={styles.rowMeta} dateTime={n.regDt}>
                  {formatShortDate(n.regDt)}
                </time>
              </summary>
              {open.has(n.notiSeq) && <SanitizedHtml className={styles.noticeBody} html={n.notiCont} />}
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
