import { useEffect, useRef, type ReactNode } from "react";
import type { InquiryNotice, InquiryProblem, InquirySummary } from "../../machines/inquiry.machine.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { useScreenHrefs } from "../../engine/routing/screen-href.ts";
import { Button } from "../../engine/ui/button.tsx";
import { ListRow } from "../../engine/ui/list-row.tsx";
import styles from "./inquiry.module.css";
import { inquiryMessages } from "./inquiry.messages.ts";

type Status = InquirySummary["qnaStat"];

/** "YYYY-MM-DD HH:mm" (Korea time, as the server writes it) as the page shows it and as a <time> reads it. */
export function InquiryTime({ value }: { value: string }) {
  return <time dateTime={`${value.replace(" ", "T")}+09:00`}>{value.replaceAll("-", ".")}</time>;
}

/** The status label (spec part-2 §3: Checking, Confirmation completed, Answer complete). */
export function StatusBadge({ status }: { status: Status }) {
  const t = useMessages(inquiryMessages);
  return <span className={`${styles.badge} ${styles[`badge${status}`] ?? ""}`}>{t(`inquiry.status.${status}`)}</span>;
}

/** Whether a refusal or failure is what a lookup form answers (it shows inside the form). */
export type ProblemWords = Exclude<InquiryProblem, "categoryFailed">;

/**
 * What went wrong, said in an alert that takes focus when it appears (a submit's answer is
 * announced, and the next step is right after it); a 429 says how long to wait.
 */
export function ProblemAlert({ problem, waitSec, action }: { problem: InquiryProblem | null; waitSec: number; action?: ReactNode }) {
  const t = useMessages(inquiryMessages);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem !== null) ref.current?.focus();
  }, [problem]);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={problem ? styles.problem : styles.quiet}>
      {problem !== null && (
        <>
          <p>{t(`inquiry.problem.${problem}`, { seconds: waitSec })}</p>
          {action}
        </>
      )}
    </div>
  );
}

/** A write that went through, announced politely. */
export function NoticeStatus({ notice }: { notice: InquiryNotice | null }) {
  const t = useMessages(inquiryMessages);
  return (
    <p role="status" className={notice ? styles.notice : styles.quiet}>
      {notice !== null ? t(`inquiry.notice.${notice}`) : null}
    </p>
  );
}

/** How a row opens its thread: the detail page where the mall mounts one (a link), else in place. */
export type OpenThread = (qnaSeq: number) => void;

/** Inquiries as rows: title, category and date, additional inquiries, the status; a deleted one says so. */
export function InquiryRows({ rows, label, onOpen }: { rows: readonly InquirySummary[]; label: string; onOpen: OpenThread }) {
  const t = useMessages(inquiryMessages);
  const href = useScreenHrefs();
  return (
    <ul className={styles.rows} aria-label={label}>
      {rows.map((r) => {
        const to = href("inquiryDetail", { qnaId: r.qnaSeq });
        return (
          <ListRow
            key={r.qnaSeq}
            title={
              <>
                {r.delYn === "Y" && (
                  <>
                    <span className={`${styles.badge} ${styles.badgeDeleted}`}>{t("inquiry.row.deleted")}</span>{" "}
                  </>
                )}
                {r.qutnTitl}
              </>
            }
            description={
              <>
                {t("inquiry.row.meta", { category: r.cateHighNm, date: r.regDttm.slice(0, 10).replaceAll("-", ".") })}
                {r.addCnt > 0 && <> · {t("inquiry.row.additions", { count: r.addCnt })}</>}
              </>
            }
            trailing={<StatusBadge status={r.qnaStat} />}
            {...(to !== null ? { to } : { onClick: () => onOpen(r.qnaSeq) })}
          />
        );
      })}
    </ul>
  );
}

/** A retry for a step that failed inside a part of the page. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(inquiryMessages);
  return (
    <Button variant="secondary" size="sm" onClick={onRetry}>
      {t("inquiry.retry")}
    </Button>
  );
}
