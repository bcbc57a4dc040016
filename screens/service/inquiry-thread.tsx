import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { InquiryThread } from "../../machines/inquiry.machine.ts";
import { formValues } from "../../engine/forms/form-values.ts";
import { SubmitButton } from "../../engine/forms/submit-button.tsx";
import { TextAreaField } from "../../engine/forms/text-area-field.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { loginWithReturn } from "../../engine/session/mall-paths.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { Button } from "../../engine/ui/button.tsx";
import { ErrorState } from "../../engine/ui/error-state.tsx";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import { additionSchema, LIMITS } from "./inquiry-form.ts";
import { InquiryTime, NoticeStatus, ProblemAlert, StatusBadge } from "./inquiry-parts.tsx";
import type { InquiryFlow } from "./use-inquiry-flow.ts";
import { useInquiryIssues } from "./use-inquiry-issues.ts";
import styles from "./inquiry.module.css";
import { inquiryMessages } from "./inquiry.messages.ts";

/** The way back to the list: a link to the list page, or a step back where the list is this page. */
export type BackToList = { to: string } | { onClick: () => void } | null;

/**
 * One thread over the inquiry machine: the first post and the additional inquiries oldest first,
 * each with its answer; an edit while it is being checked, an additional inquiry until it is
 * answered. A thread the server refuses (deleted, someone else's, a member's without a session,
 * none such) says why; a failed load has the kit's retry.
 */
export function InquiryThreadView({ flow, back }: { flow: InquiryFlow; back: BackToList }) {
  const t = useMessages(inquiryMessages);
  const { mall } = useMall();
  const location = useLocation();
  const { snapshot, send } = flow;
  const c = snapshot.context;
  const backButton = back && (
    <Button variant="secondary" {...back}>
      {t("inquiry.thread.back")}
    </Button>
  );

  if (snapshot.matches({ thread: "failed" })) return <ErrorState onRetry={() => send({ type: "inquiry.retry" })} />;
  if (snapshot.matches({ thread: "closed" }) && c.problem !== null)
    return (
      <div className={styles.closed}>
        <p role="alert" className={styles.closedTitle}>
          {t(`inquiry.problem.${c.problem}`, { seconds: c.waitSec })}
        </p>
        {c.problem === "deleted" && <p className={styles.rule}>{t("inquiry.rule")}</p>}
        {c.problem === "loginRequired" && <Button to={loginWithReturn(mall, `${location.pathname}${location.search}`)}>{t("inquiry.thread.login")}</Button>}
        {backButton}
      </div>
    );
  // A thread read again after a write stays on screen (busy) while the new answer comes.
  const reading = snapshot.matches({ thread: "shown" }) || snapshot.matches({ thread: "loading" });
  if (c.thread === null || !reading)
    return (
      <div className={styles.panel}>
        {snapshot.matches({ thread: "cooling" }) && <ProblemAlert problem={c.problem} waitSec={c.waitSec} />}
        <div role="status" aria-busy="true" aria-label={t("inquiry.thread")}>
          <SkeletonText lines={6} />
        </div>
      </div>
    );
  return <Thread flow={flow} thread={c.thread} back={backButton} />;
}

function Thread({ flow, thread, back }: { flow: InquiryFlow; thread: InquiryThread; back: ReactNode }) {
  const t = useMessages(inquiryMessages);
  const { snapshot, send } = flow;
  const c = snapshot.context;
  const category = thread.cateLowNm ? t("inquiry.thread.category", { high: thread.cateHighNm, low: thread.cateLowNm }) : thread.cateHighNm;
  const posts = [thread, ...thread.addList];
  // Only the last post can still be waiting for its answer.
  const waitingAt = thread.qnaStat === "ANSWERED" ? -1 : posts.length - 1;
  return (
    <article className={styles.thread} aria-labelledby="inquiry-title" aria-busy={snapshot.hasTag("busy") || undefined}>
      <header className={styles.threadHead}>
        <p>
          <StatusBadge status={thread.qnaStat} />
        </p>
        <h2 id="inquiry-title" className={styles.threadTitle}>
          {thread.qutnTitl}
        </h2>
        <p className={styles.meta}>
          <span>{category}</span>
          {thread.storeNm && <span>{t("inquiry.thread.store", { store: thread.storeNm })}</span>}
          <span>{t("inquiry.thread.writer", { name: thread.custNm })}</span>
          <InquiryTime value={thread.regDttm} />
        </p>
      </header>
      <NoticeStatus notice={c.notice} />
      <ProblemAlert problem={c.problem} waitSec={c.waitSec} />
      <ol className={styles.posts}>
        {posts.map((p, i) => (
          <li key={p.qnaSeq} className={styles.post}>
            <h3 className={styles.postLabel}>{t(i === 0 ? "inquiry.thread.question" : "inquiry.thread.addition")}</h3>
            <p className={styles.text}>{p.qutnCont}</p>
            <p className={styles.date}>
              <InquiryTime value={p.regDttm} />
            </p>
            {p.ansCont !== null ? (
              <section className={styles.answer} aria-label={t("inquiry.thread.answer")}>
                <h4 className={styles.postLabel}>{t("inquiry.thread.answer")}</h4>
                <p className={styles.text}>{p.ansCont}</p>
                {p.ansDttm && (
                  <p className={styles.date}>
                    <InquiryTime value={p.ansDttm} />
                  </p>
                )}
              </section>
            ) : (
              i === waitingAt && <p className={styles.waiting}>{t("inquiry.thread.waiting")}</p>
            )}
          </li>
        ))}
      </ol>
      {thread.qnaStat === "CHECKING" && (
        <Button variant="secondary" block onClick={() => send({ type: "inquiry.edit" })} aria-disabled={!snapshot.can({ type: "inquiry.edit" }) || undefined}>
          {t("inquiry.thread.edit")}
        </Button>
      )}
      {thread.qnaStat === "CONFIRMED" && <p className={styles.rule}>{t("inquiry.thread.confirmedRule")}</p>}
      {thread.qnaStat === "ANSWERED" ? (
        <p className={styles.rule}>{t("inquiry.thread.answeredRule")}</p>
      ) : (
        // Once the addition is in the thread, the field starts empty again.
        <AddForm key={thread.addList.length} flow={flow} />
      )}
      {back}
    </article>
  );
}

/** An additional inquiry: content required (spec part-2 §5). */
function AddForm({ flow }: { flow: InquiryFlow }) {
  const t = useMessages(inquiryMessages);
  const fieldErrorsOf = useInquiryIssues();
  const { snapshot, send } = flow;
  const adding = snapshot.matches({ thread: { shown: "adding" } });
  const busy = adding || snapshot.matches({ thread: { shown: "cooling" } });
  const [error, setError] = useState<string | null>(null);
  const area = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = formValues(event.currentTarget);
    const parsed = additionSchema.safeParse(values);
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error.issues, values).qutnCont ?? null);
      const field = area.current?.elements.namedItem("qutnCont");
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setError(null);
    send({ type: "inquiry.add", content: parsed.data.qutnCont });
  };

  return (
    <form ref={area} className={styles.form} noValidate onSubmit={submit} aria-label={t("inquiry.thread.addForm")} aria-busy={adding || undefined}>
      <TextAreaField name="qutnCont" label={t("inquiry.thread.addition")} required rows={4} maxLength={LIMITS.content} error={error} />
      <SubmitButton pending={adding} aria-disabled={busy || undefined}>
        {t("inquiry.thread.addSubmit")}
      </SubmitButton>
    </form>
  );
}
