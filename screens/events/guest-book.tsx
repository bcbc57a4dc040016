import { useId, useState } from "react";
import { eventsEndpoints } from "../../schemas/api/events.ts";
import { PagedSection } from "../../engine/data/paged-section.tsx";
import { useApiMutation } from "../../engine/data/use-api-mutation.ts";
import { usePagedList } from "../../engine/data/use-paged-list.ts";
import { Form } from "../../engine/forms/form.tsx";
import { PasswordField } from "../../engine/forms/password-field.tsx";
import { SubmitButton } from "../../engine/forms/submit-button.tsx";
import { TextAreaField } from "../../engine/forms/text-area-field.tsx";
import { TextField } from "../../engine/forms/text-field.tsx";
import { useSubmit } from "../../engine/forms/use-submit.ts";
import { useFormat } from "../../engine/format/use-format.ts";
import { Button } from "../../engine/ui/button.tsx";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import page from "../../engine/ui/page.module.css";
import styles from "./event-detail.module.css";
import book from "./guest-book.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { eventsMessages } from "./events.messages.ts";

interface Props {
  mallPath: string;
  evtSeq: string;
}

interface Entry {
  evtAplySeq: number;
  nickname: string;
  guestBookDetail: string;
  regDttm: string;
}

type Open = { kind: "reply" | "delete"; to: number } | null;

/**
 * Coexmall's guest book (evt_cd GSTB): entries newest first with their replies, paged with "more";
 * anyone writes an entry or a reply with a nickname and a password, and deletes one with that
 * password. The password is only ever sent: the form forgets it once the call is done.
 */
export function GuestBook({ mallPath, evtSeq }: Props) {
  const t = useMessages(eventsMessages);
  const list = usePagedList(eventsEndpoints.guestBookList, { params: { mall: mallPath }, input: { evtSeq } });
  const [open, setOpen] = useState<Open>(null);
  const headingId = useId();

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 className={page.subheading} id={headingId}>
        {t("events.guestBook.heading")}
      </h2>
      <EntryForm mallPath={mallPath} evtSeq={evtSeq} />
      <PagedSection list={list} empty={<EmptyState icon="event" title={t("events.guestBook.empty")} />} restoreScroll={false}>
        {(entries) => (
          <ul className={book.entries} aria-label={t("events.guestBook.list")}>
            {entries.map((e) => (
              <li key={e.evtAplySeq} className={book.entry}>
                <EntryText entry={e} />
                <div className={book.actions}>
                  <Button
                    variant="text"
                    size="sm"
                    aria-expanded={open?.kind === "reply" && open.to === e.evtAplySeq}
                    onClick={() => setOpen(open?.kind === "reply" && open.to === e.evtAplySeq ? null : { kind: "reply", to: e.evtAplySeq })}
                  >
                    {t("events.guestBook.reply")}
                  </Button>
                  <Button
                    variant="text"
                    size="sm"
                    aria-expanded={open?.kind === "delete" && open.to === e.evtAplySeq}
                    onClick={() => setOpen(open?.kind === "delete" && open.to === e.evtAplySeq ? null : { kind: "delete", to: e.evtAplySeq })}
                  >
                    {t("events.guestBook.delete")}
                  </Button>
                </div>
                {open?.to === e.evtAplySeq && open.kind === "reply" && (
                  <EntryForm mallPath={mallPath} evtSeq={evtSeq} replyTo={e.evtAplySeq} onDone={() => setOpen(null)} />
                )}
                {open?.to === e.evtAplySeq && open.kind === "delete" && (
                  <DeleteForm mallPath={mallPath} evtSeq={evtSeq} entry={e.evtAplySeq} onDone={() => setOpen(null)} />
                )}
                {e.replyList.length > 0 && (
                  <ul className={book.replies}>
                    {e.replyList.map((r) => (
                      <li key={r.evtAplySeq} className={book.reply}>
                        <EntryText entry={r} />
                        <div className={book.actions}>
                          <Button
                            variant="text"
                            size="sm"
                            aria-expanded={open?.kind === "delete" && open.to === r.evtAplySeq}
                            onClick={() => setOpen(open?.kind === "delete" && open.to === r.evtAplySeq ? null : { kind: "delete", to: r.evtAplySeq })}
                          >
                            {t("events.guestBook.delete")}
                          </Button>
                        </div>
                        {open?.to === r.evtAplySeq && open.kind === "delete" && (
                          <DeleteForm mallPath={mallPath} evtSeq={evtSeq} entry={r.evtAplySeq} onDone={() => setOpen(null)} />
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedSection>
    </section>
  );
}

function EntryText({ entry }: { entry: Entry }) {
  const { formatShortDate } = useFormat();
  return (
    <>
      <p className={book.meta}>
        <strong className={book.nickname}>{entry.nickname}</strong> <span className={book.date}>{formatShortDate(entry.regDttm)}</span>
      </p>
      <p className={book.text}>{entry.guestBookDetail}</p>
    </>
  );
}

/** Writes an entry, or a reply to one; cleared (password too) once saved. */
function EntryForm({ mallPath, evtSeq, replyTo, onDone }: { mallPath: string; evtSeq: string; replyTo?: number; onDone?: () => void }) {
  const t = useMessages(eventsMessages);
  const save = useApiMutation(eventsEndpoints.guestBookSave, { invalidates: [eventsEndpoints.guestBookList] });
  // A new key after each save mounts empty fields: nothing typed, the password least of all, stays.
  const [round, setRound] = useState(0);
  const submission = useSubmit(
    (v: { nickname: string; password: string; guestBookDetail: string }, signal) =>
      save(
        {
          params: { mall: mallPath },
          input: {
            evtSeq,
            nickname: v.nickname,
            password: v.password,
            guestBookDetail: v.guestBookDetail,
            ...(replyTo !== undefined ? { evtAplySeq: replyTo } : {}),
          },
        },
        { signal },
      ),
    {
      words: t,
      httpMessages: { 429: "events.guestBook.tooMany" },
      fieldMessages: { nickname: "events.guestBook.nicknameRule", password: "events.guestBook.passwordHint", guestBookDetail: "events.guestBook.textRule" },
      onSuccess: () => {
        setRound((n) => n + 1);
        onDone?.();
      },
    },
  );
  return (
    <Form
      key={round}
      submission={submission}
      className={book.form}
      aria-label={t(replyTo === undefined ? "events.guestBook.write" : "events.guestBook.replyForm")}
    >
      <div className={book.pair}>
        <TextField name="nickname" label={t("events.guestBook.nickname")} maxLength={20} autoComplete="nickname" required />
        <PasswordField
          name="password"
          label={t("events.guestBook.password")}
          hint={t("events.guestBook.passwordHint")}
          minLength={4}
          maxLength={20}
          autoComplete="new-password"
          required
        />
      </div>
      <TextAreaField
        name="guestBookDetail"
        label={t(replyTo === undefined ? "events.guestBook.text" : "events.guestBook.replyText")}
        maxLength={500}
        rows={3}
        required
      />
      <SubmitButton>{t(replyTo === undefined ? "events.guestBook.submit" : "events.guestBook.replySubmit")}</SubmitButton>
    </Form>
  );
}

/** Deletes an entry (with its replies) when the password matches. */
function DeleteForm({ mallPath, evtSeq, entry, onDone }: { mallPath: string; evtSeq: string; entry: number; onDone: () => void }) {
  const t = useMessages(eventsMessages);
  const remove = useApiMutation(eventsEndpoints.guestBookDelete, { invalidates: [eventsEndpoints.guestBookList] });
  const submission = useSubmit(
    (v: { password: string }, signal) => remove({ params: { mall: mallPath }, input: { evtSeq, evtAplySeq: entry, password: v.password } }, { signal }),
    {
      words: t,
      httpMessages: { 403: "events.guestBook.wrongPassword", 429: "events.guestBook.tooMany", 404: "events.guestBook.gone" },
      fieldMessages: { password: "events.guestBook.passwordHint" },
      onSuccess: onDone,
    },
  );
  return (
    <Form submission={submission} className={book.form} aria-label={t("events.guestBook.deleteForm")}>
      <PasswordField name="password" label={t("events.guestBook.password")} maxLength={20} autoComplete="off" required />
      <SubmitButton variant="secondary">{t("events.guestBook.deleteSubmit")}</SubmitButton>
    </Form>
  );
}
