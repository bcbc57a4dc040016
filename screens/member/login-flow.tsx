import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { LoginOutcome } from "../../machines/login.machine.ts";
import { fillPath } from "../../schemas/api/endpoint.ts";
import { memberEndpoints } from "../../schemas/api/member.ts";
import { API_BASE } from "../../engine/api/app-client.ts";
import { CheckboxField } from "../../engine/forms/checkbox-field.tsx";
import { PasswordField } from "../../engine/forms/password-field.tsx";
import { TextField } from "../../engine/forms/text-field.tsx";
import { useMachineOnDemand } from "../../engine/flows/use-machine-on-demand.ts";
import { useServices } from "../../engine/services/services.ts";
import { Button } from "../../engine/ui/button.tsx";
import type { FormReader } from "./login-actors.ts";
import { LoginCaptchaStep } from "./login-captcha-step.tsx";
import { LoginPhoneStep } from "./login-phone-step.tsx";
import { CAPTCHA_AFTER_FAILURES, LOGIN_CHECKS } from "./login-settings.ts";
import hidden from "../../engine/ui/visually-hidden.module.css";
import styles from "./login.module.css";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { loginMessages } from "./login.messages.ts";

type FieldErrors = Partial<Record<"userId" | "userPw" | "phoneNo" | "authNo", string>>;

const text = (form: HTMLFormElement | null, name: string) => {
  const el = form?.elements.namedItem(name);
  return el instanceof HTMLInputElement ? (el.type === "checkbox" ? (el.checked ? "Y" : "") : el.value) : "";
};

/**
 * The login form over the login machine: one form whose steps (credentials, captcha, phone
 * authentication) show in turn. The credentials stay mounted, hidden, so a second sign-in after
 * the phone step reads them again; the password is never copied anywhere else.
 */
export function LoginFlow({ mall, onDone }: { mall: string; onDone: (outcome: LoginOutcome) => void }) {
  const t = useMessages(loginMessages);
  const services = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // Reads the form when an actor runs; the form element is the only place the password lives.
  const read: FormReader = useCallback(() => {
    const f = formRef.current;
    return {
      userId: text(f, "userId").trim(),
      userPw: text(f, "userPw"),
      autoLogin: text(f, "aloginYn") === "Y",
      captcha: text(f, "captcha").trim(),
      phoneNo: text(f, "phoneNo"),
      authNo: text(f, "authNo"),
    };
  }, []);
  // The flow's machine (and xstate) load on the first focus or submit, not with the page: until
  // then the form is its first state, the credentials step. The actors keep `read` to call it
  // when they run, never during render.
  const loadMachine = useCallback(async () => {
    const [{ loginMachine }, { loginActors }] = await Promise.all([import("../../machines/login.machine.ts"), import("./login-actors.ts")]);
    return loginMachine.provide({ actors: loginActors({ services, mall, read, newDeviceCheck: LOGIN_CHECKS.newDevice }) });
  }, [services, mall, read]);
  const flow = useMachineOnDemand(loadMachine, { captchaAfterFailures: CAPTCHA_AFTER_FAILURES, newDeviceCheck: LOGIN_CHECKS.newDevice });
  const state = flow.snapshot;
  const send = flow.send;
  // The first focus in the form (typing the id) starts loading the machine.
  const { warm } = flow;
  useEffect(() => {
    const form = formRef.current;
    form?.addEventListener("focusin", warm);
    return () => form?.removeEventListener("focusin", warm);
  }, [warm]);
  // A submit made while the machine is still loading waits in its queue: show it as busy.
  const [queued, setQueued] = useState(false);
  const error = state?.context.error ?? (flow.loadFailed ? "unavailable" : null);

  const done = state?.status === "done" ? state.output : undefined;
  useEffect(() => {
    if (done) onDone(done);
  }, [done, onDone]);

  const phoneStep = state?.matches("phoneAuth") ? String((state.value as { phoneAuth: string }).phoneAuth) : null;
  const busy = state
    ? (["signingIn", "checkingCaptcha", "startingSession", "checkingTerms"] as const).some((s) => state.matches(s)) ||
      phoneStep === "requestingCode" ||
      phoneStep === "completingCode" ||
      done !== undefined
    : queued && !flow.loadFailed;
  const onCredentials =
    !state ||
    state.matches("credentials") ||
    state.matches("signingIn") ||
    state.matches("startingSession") ||
    state.matches("checkingTerms") ||
    done !== undefined;
  const onCaptcha = state ? state.matches("captcha") || state.matches("checkingCaptcha") : false;

  const focusFirstInvalid = (errors: FieldErrors) => {
    const name = Object.keys(errors)[0];
    const el = name ? formRef.current?.elements.namedItem(name) : null;
    if (el instanceof HTMLElement) el.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const v = read();
    const errors: FieldErrors = {};
    if (onCredentials) {
      if (!v.userId) errors.userId = t("login.required.userId");
      if (!v.userPw) errors.userPw = t("login.required.password");
    } else if (phoneStep === "enterPhone") {
      if (v.phoneNo.length < 10) errors.phoneNo = t("login.phone.required.number");
    } else if (phoneStep === "enterCode") {
      if (v.authNo.length !== 6) errors.authNo = t("login.phone.required.code");
    }
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirstInvalid(errors);
    if (!state) setQueued(true);
    if (onCredentials) send({ type: "login.submit" });
    else if (onCaptcha) send({ type: "login.captchaSubmit" });
    else if (phoneStep === "enterPhone") send({ type: "login.requestCode" });
    else if (phoneStep === "enterCode") send({ type: "login.completeCode" });
  };

  // An error from the server is announced and takes focus after the step it belongs to re-renders.
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error, state?.value]);

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <p ref={alertRef} role="alert" tabIndex={-1} className={error ? styles.error : styles.errorEmpty}>
        {error ? t(`login.error.${error}`) : null}
      </p>
      <fieldset className={styles.step} hidden={!onCredentials}>
        <legend className={hidden.hidden}>{t("login.heading")}</legend>
        <TextField
          name="userId"
          label={t("login.userId")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={50}
          error={fieldErrors.userId ?? null}
          required
        />
        <PasswordField name="userPw" label={t("login.password")} maxLength={100} error={fieldErrors.userPw ?? null} required />
        <CheckboxField name="aloginYn" label={t("login.autoLogin")} hint={t("login.autoLoginHint")} />
        <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
          {t("login.submit")}
        </Button>
      </fieldset>
      {onCaptcha && (
        <LoginCaptchaStep
          imageUrl={`${API_BASE}${fillPath(memberEndpoints.captchaImage.path, { mall })}`}
          busy={busy}
          onCancel={() => send({ type: "login.cancel" })}
        />
      )}
      {phoneStep && state && (
        <LoginPhoneStep
          context={state.context}
          step={phoneStep}
          busy={busy}
          fieldErrors={fieldErrors}
          onRequest={() => send({ type: "login.requestCode" })}
          onCancel={() => send({ type: "login.cancel" })}
        />
      )}
    </form>
  );
}
