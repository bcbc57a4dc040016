/**
 * The login screen's build settings (README "Settings"). VITE_LOGIN_CHECKS lists the optional
 * checks the login sends: `newDevice` sends newDeviceChk, so the server may ask for a phone
 * authentication on a device the member never used (the spec: only in some non-production-like
 * environments). Unknown words are ignored. recaptcha is not supported: there is no reCAPTCHA
 * service to obtain a token from.
 */
export function loginChecks(raw: string | undefined): { newDevice: boolean } {
  const words = (raw ?? "").split(",").map((w) => w.trim());
  return { newDevice: words.includes("newDevice") };
}

export const LOGIN_CHECKS = loginChecks(import.meta.env.VITE_LOGIN_CHECKS as string | undefined);

/** Wrong passwords before the captcha is asked. */
export const CAPTCHA_AFTER_FAILURES = 3;
