import { describe, expect, it } from "vitest";
import { createActor, toPromise } from "xstate";
import { loginFakeActors, loginInput, type LoginFakeChoice } from "./login.fakes.ts";
import { loginMachine, type LoginInput } from "./login.machine.ts";

const settle = () => new Promise((resolve) => setImmediate(resolve));

function start(choice: Partial<LoginFakeChoice> = {}, input: Partial<LoginInput> = {}) {
  const actor = createActor(loginMachine.provide({ actors: loginFakeActors(choice) }), { input: loginInput(input) });
  actor.start();
  return actor;
}

describe("login machine", () => {
  it("signs a member in, starts the session and ends logged in", async () => {
    const actor = start();
    actor.send({ type: "login.submit" });
    expect(await toPromise(actor)).toEqual({ kind: "member" });
  });

  it("ignores a second submit while signing in (one request)", async () => {
    const actor = start({ signIn: "noAnswer" });
    actor.send({ type: "login.submit" });
    actor.send({ type: "login.submit" });
    expect(actor.getSnapshot().value).toBe("signingIn");
    expect(Object.keys(actor.getSnapshot().children)).toEqual(["signIn"]);
  });

  it("counts wrong answers and asks the captcha after three", async () => {
    const actor = start({ signIn: "wrongCredentials" });
    for (let i = 0; i < 3; i++) {
      actor.send({ type: "login.submit" });
      await settle();
      expect(actor.getSnapshot().context.error).toBe("wrongCredentials");
    }
    actor.send({ type: "login.submit" });
    expect(actor.getSnapshot().value).toBe("captcha");
    actor.send({ type: "login.captchaSubmit" });
    await settle();
    // A right captcha lets the sign-in through; it fails again, and the next try asks again.
    expect(actor.getSnapshot().context.failures).toBe(3);
    actor.send({ type: "login.submit" });
    expect(actor.getSnapshot().value).toBe("captcha");
  });

  it("stays on the captcha with an error when the answer is wrong", async () => {
    const actor = start({ signIn: "wrongCredentials", checkCaptcha: "wrong" }, { captchaAfterFailures: 0 });
    actor.send({ type: "login.submit" });
    actor.send({ type: "login.captchaSubmit" });
    await settle();
    expect(actor.getSnapshot().value).toBe("captcha");
    expect(actor.getSnapshot().context.error).toBe("captchaWrong");
  });

  it("runs phone authentication for a new device, then signs in again", async () => {
    const actor = start({ signIn: "authRequired" });
    actor.send({ type: "login.submit" });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ phoneAuth: "enterPhone" });
    expect(actor.getSnapshot().context.phoneHint).toBe("010-****-2026");
    actor.send({ type: "login.requestCode" });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ phoneAuth: "enterCode" });
    expect(actor.getSnapshot().context.devCode).toBe("123456");
    actor.send({ type: "login.completeCode" });
    // The fake asks for authentication on every sign-in: the second sign-in asking again proves the
    // flow went back to signingIn (with a real server it now succeeds; see the e2e test).
    await settle();
    expect(actor.getSnapshot().matches("phoneAuth")).toBe(true);
    expect(actor.getSnapshot().context.codeSent).toBe(false);
  });

  it("keeps the user on the code step for a wrong or expired code, and can resend", async () => {
    for (const completeCode of ["wrong", "expired"] as const) {
      const actor = start({ signIn: "authRequired", completeCode });
      actor.send({ type: "login.submit" });
      await settle();
      actor.send({ type: "login.requestCode" });
      await settle();
      actor.send({ type: "login.completeCode" });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ phoneAuth: "enterCode" });
      expect(actor.getSnapshot().context.error).toBe(completeCode === "wrong" ? "codeWrong" : "codeExpired");
      actor.send({ type: "login.requestCode" });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ phoneAuth: "enterCode" });
    }
  });

  it("goes back to the credentials when phone authentication is cancelled", async () => {
    const actor = start({ signIn: "authRequired" });
    actor.send({ type: "login.submit" });
    await settle();
    actor.send({ type: "login.cancel" });
    expect(actor.getSnapshot().value).toBe("credentials");
    expect(actor.getSnapshot().context.custId).toBeNull();
  });

  it("ends with consentMissing when the session logs the member out", async () => {
    const actor = start({ startSession: "consentMissing" });
    actor.send({ type: "login.submit" });
    expect(await toPromise(actor)).toEqual({ kind: "consentMissing" });
  });

  it("ends with needsTerms when required terms are not accepted, and logged in when the check fails", async () => {
    const missing = start({ checkTerms: "missing" });
    missing.send({ type: "login.submit" });
    expect(await toPromise(missing)).toEqual({ kind: "needsTerms" });
    const failing = start({ checkTerms: "error" });
    failing.send({ type: "login.submit" });
    expect(await toPromise(failing)).toEqual({ kind: "member" });
  });

  it.each([
    ["throttled", { signIn: "throttled" }, "throttled"],
    ["a failed call", { signIn: "error" }, "unavailable"],
    ["a session that could not start", { startSession: "failed" }, "unavailable"],
  ] as const)("returns to the credentials with an error for %s", async (_, choice, error) => {
    const actor = start(choice);
    actor.send({ type: "login.submit" });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe("credentials");
    expect(actor.getSnapshot().context.error).toBe(error);
  });

  it("never puts a password in its context or events", () => {
    const actor = start();
    expect(JSON.stringify(actor.getSnapshot().context)).not.toMatch(/pw|password/i);
  });
});
