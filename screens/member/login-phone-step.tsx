import type { LoginContext } from "../../machines/login.machine.ts";
import { NumericField } from "../../engine/forms/numeric-field.tsx";
import { Button } from "../../engine/ui/button.tsx";
import styles from "./login.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { loginMessages } from "./login.messages.ts";

interface Props {
  context: LoginContext;
  /** requestingCode / enterCode / completingCode / enterPhone. */
  step: string;
  busy: boolean;
  fieldErrors: { phoneNo?: string; authNo?: string };
  onRequest: () => void;
  onCancel: () => void;
}

/** Phone authentication for a new device: the number, then the 6-digit code. */
export function LoginPhoneStep({ context, step, busy, fieldErrors, onRequest, onCancel }: Props) {
  const t = useMessages(loginMessages);
  const codeStep = step === "enterCode" || step === "completingCode";
  return (
    <fieldset className={styles.step}>
      <legend className={styles.stepTitle}>{t("login.phone.heading")}</legend>
      <p className={styles.stepText}>{t("login.phone.text", { phoneHint: context.phoneHint })}</p>
      <NumericField
        name="phoneNo"
        label={t("login.phone.number")}
        hint={t("login.phone.numberHint")}
        maxLength={11}
        autoComplete="tel-national"
        error={fieldErrors.phoneNo ?? null}
        readOnly={codeStep}
        required
      />
      {codeStep ? (
        <>
          <p role="status" className={styles.notice}>
            {t("login.phone.sent")}
            {context.devCode && <span className={styles.devCode}> {t("login.phone.devCode", { code: context.devCode })}</span>}
          </p>
          <NumericField
            name="authNo"
            label={t("login.phone.code")}
            hint={t("login.phone.codeHint", { minutes: Math.max(1, Math.round(context.expireSec / 60)) })}
            maxLength={6}
            autoComplete="one-time-code"
            error={fieldErrors.authNo ?? null}
            required
          />
          <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
            {t("login.phone.confirm")}
          </Button>
          <Button type="button" variant="secondary" block disabled={busy} onClick={onRequest}>
            {t("login.phone.resend")}
          </Button>
        </>
      ) : (
        <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
          {t("login.phone.request")}
        </Button>
      )}
      <Button type="button" variant="text" block onClick={onCancel}>
        {t("login.back")}
      </Button>
    </fieldset>
  );
}
