import { TextField } from "../../engine/forms/text-field.tsx";
import { Button } from "../../engine/ui/button.tsx";
import styles from "./login.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { loginMessages } from "./login.messages.ts";

/** The captcha asked after repeated wrong passwords: the challenge picture and its answer. */
export function LoginCaptchaStep({ imageUrl, busy, onCancel }: { imageUrl: string; busy: boolean; onCancel: () => void }) {
  const t = useMessages(loginMessages);
  return (
    <fieldset className={styles.step}>
      <legend className={styles.stepTitle}>{t("login.captcha.heading")}</legend>
      <p className={styles.stepText}>{t("login.captcha.text")}</p>
      <img className={styles.captcha} src={imageUrl} alt={t("login.captcha.image")} width={240} height={80} />
      <TextField name="captcha" label={t("login.captcha.answer")} autoComplete="off" autoCapitalize="characters" maxLength={20} required />
      <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
        {t("login.captcha.submit")}
      </Button>
      <Button type="button" variant="text" block onClick={onCancel}>
        {t("login.back")}
      </Button>
    </fieldset>
  );
}
