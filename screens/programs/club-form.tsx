import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { formIssues, imageIssue, type ClubForm, type ClubFormIssue, type ClubNotice } from "../../machines/club.machine.ts";
import { CLUB_IMAGE_TYPES } from "../../schemas/api/programs-club-rental.ts";
import { FieldShell } from "../../engine/forms/field-shell.tsx";
import { SubmitButton } from "../../engine/forms/submit-button.tsx";
import { TextField } from "../../engine/forms/text-field.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import styles from "./club.module.css";
import { clubMessages } from "./club.messages.ts";

const FIELD_OF: Record<ClubFormIssue, "company" | "address" | "image"> = {
  companyRequired: "company",
  addressRequired: "address",
  imageRequired: "image",
  imageType: "image",
  imageSize: "image",
};

export interface ClubFormProps {
  /** The issues of the last submission (the machine's check). */
  issues: readonly ClubFormIssue[];
  notice: ClubNotice | null;
  busy: boolean;
  onSubmit: (form: ClubForm) => void;
}

/** Reads a chosen image as a data: address for the preview (the page's content policy allows data: images, not blob:). */
function usePreview(file: File | null): string | null {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === "string") setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  // Only the chosen file's own preview: a previous file's shows no more.
  return read !== null && read.file === file ? read.url : null;
}

/**
 * The club application: company name, address and the staff-card image with its preview. The image
 * is checked as soon as it is chosen (PNG or JPEG, 1 MiB at most) and nothing is sent with an
 * issue; the first field with an issue takes the focus.
 */
export function ClubApplicationForm({ issues, notice, busy, onSubmit }: ClubFormProps) {
  const t = useMessages(clubMessages);
  const [image, setImage] = useState<File | null>(null);
  const [pickIssue, setPickIssue] = useState<ClubFormIssue | null>(null);
  const preview = usePreview(pickIssue === null ? image : null);
  const form = useRef<HTMLFormElement>(null);
  const issueOf = (field: "company" | "address" | "image") => {
    const issue = field === "image" && pickIssue !== null ? pickIssue : issues.find((i) => FIELD_OF[i] === field);
    return issue ? t(`club.issue.${issue}`) : null;
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    setImage(file);
    setPickIssue(file === null ? null : imageIssue(file));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const filled: ClubForm = { company: String(data.get("company") ?? ""), address: String(data.get("address") ?? ""), image };
    const first = formIssues(filled)[0];
    if (first) form.current?.querySelector<HTMLElement>(`[name="${FIELD_OF[first]}"]`)?.focus();
    onSubmit(filled);
  };

  const noticeText = notice === null ? null : t(notice.kind === "failed" ? "club.notice.failed" : `club.notice.${notice.kind}`);
  return (
    <form ref={form} className={styles.form} aria-label={t("club.form")} aria-busy={busy} noValidate onSubmit={submit}>
      <TextField name="company" label={t("club.company")} required maxLength={50} autoComplete="organization" error={issueOf("company")} />
      <TextField name="address" label={t("club.address")} required maxLength={200} autoComplete="street-address" error={issueOf("address")} />
      <FieldShell name="image" label={t("club.image")} hint={t("club.imageHint")} required error={issueOf("image")}>
        {(a11y) => <input {...a11y} type="file" accept={CLUB_IMAGE_TYPES.join(",")} className={styles.file} onChange={pick} />}
      </FieldShell>
      {preview !== null && <img className={styles.preview} src={preview} alt={t("club.preview")} />}
      {noticeText !== null && (
        <p role="alert" className={styles.notice}>
          {noticeText}
        </p>
      )}
      <SubmitButton pending={busy}>{t("club.submit")}</SubmitButton>
    </form>
  );
}
