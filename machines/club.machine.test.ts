import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { clubApplication, clubFakeActors, clubForm, clubImage, clubInput, type ClubFakeChoice } from "./club.fakes.ts";
import { clubMachine, formIssues, imageIssue, type ApplyAnswer, type ClubApplication, type ClubInput, type UploadAnswer } from "./club.machine.ts";

type ApplyCall = { clubCd: string; company: string; address: string; url: string; imageName: string };

const settle = () => new Promise((resolve) => setImmediate(resolve));

function start(
  choice: Partial<ClubFakeChoice> = {},
  over: { actors?: Partial<Parameters<typeof clubMachine.provide>[0]["actors"]>; input?: Partial<ClubInput>; askToLogIn?: () => void } = {},
) {
  // No step of the flow waits on time; the simulated clock keeps any that would from running on the real one.
  const clock = new SimulatedClock();
  const machine = clubMachine.provide({ actors: { ...clubFakeActors(choice), ...over.actors } });
  const actor = createActor(machine, { clock, input: clubInput(over.input) });
  if (over.askToLogIn) actor.on("club.loginAsked", over.askToLogIn);
  actor.start();
  return actor;
}

describe("imageIssue and formIssues", () => {
  it("takes a PNG or JPEG of 1 byte to 1 MiB and names what is wrong with anything else", () => {
    expect(imageIssue(clubImage())).toBeNull();
    expect(imageIssue(clubImage({ type: "image/jpeg", size: 1024 * 1024 }))).toBeNull();
    expect(imageIssue(clubImage({ size: 1024 * 1024 + 1 }))).toBe("imageSize");
    expect(imageIssue(clubImage({ size: 0 }))).toBe("imageSize");
    expect(imageIssue(clubImage({ type: "image/gif" }))).toBe("imageType");
    expect(imageIssue(clubImage({ type: "" }))).toBe("imageType");
    expect(imageIssue(null)).toBe("imageRequired");
    expect(formIssues(clubForm({ company: "  ", address: "", image: null }))).toEqual(["companyRequired", "addressRequired", "imageRequired"]);
  });
});

describe("club machine", () => {
  it("a member goes the whole way: club, form, upload, application, status", async () => {
    const upload = vi.fn(async (): Promise<UploadAnswer> => ({ kind: "uploaded", url: `/uploads/club/${"b".repeat(32)}.png`, name: "card.png" }));
    const apply = vi.fn<(call: ApplyCall) => Promise<ApplyAnswer>>(async () => ({ kind: "applied", application: clubApplication() }));
    const actor = start({}, { actors: { uploadImage: fromPromise(upload), applyToClub: fromPromise<ApplyAnswer, ApplyCall>(({ input }) => apply(input)) } });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await settle();
    expect(actor.getSnapshot().matches("form")).toBe(true);
    actor.send({ type: "club.submit", form: clubForm({ company: " 필드상사 " }) });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    // Taps while a step runs are not taken.
    actor.send({ type: "club.submit", form: clubForm() });
    await settle();
    await settle();
    expect(actor.getSnapshot().matches("status")).toBe(true);
    expect(actor.getSnapshot().context.application?.status).toBe("WAIT");
    expect(upload).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply.mock.calls[0]?.[0]).toEqual({
      clubCd: "OFC01",
      company: "필드상사",
      address: "하남시 미사대로 750",
      url: `/uploads/club/${"b".repeat(32)}.png`,
      imageName: "card.png",
    });
  });

  it.each([
    ["waiting", "WAIT"],
    ["confirmed", "CONFIRM"],
    ["refused", "REJECT"],
  ] as const)("a member who applied sees the status (%s)", async (outcome, status) => {
    const actor = start({ loadClub: "applied", loadApplication: outcome });
    await settle();
    await settle();
    expect(actor.getSnapshot().matches("status")).toBe(true);
    expect(actor.getSnapshot().context.application?.status).toBe(status);
  });

  it("a visitor is asked to log in once the club is known, and again on the button; nothing member-only is called", async () => {
    const ask = vi.fn();
    const loadApplication = vi.fn(async (): Promise<ClubApplication | null> => null);
    const actor = start(
      {},
      { input: { member: false }, askToLogIn: ask, actors: { loadApplication: fromPromise<ClubApplication | null, { clubCd: string }>(loadApplication) } },
    );
    expect(ask).not.toHaveBeenCalled();
    await settle();
    expect(actor.getSnapshot().matches("visitor")).toBe(true);
    expect(ask).toHaveBeenCalledTimes(1);
    actor.send({ type: "club.login" });
    expect(ask).toHaveBeenCalledTimes(2);
    expect(loadApplication).not.toHaveBeenCalled();
  });

  it("a club that does not recruit says so; an unknown club is its own state; a failed check retries", async () => {
    const closed = start({ loadClub: "notRecruiting" });
    await settle();
    expect(closed.getSnapshot().matches("closed")).toBe(true);
    const unknown = start({ loadClub: "unknown" });
    await settle();
    expect(unknown.getSnapshot().matches("unknown")).toBe(true);
    let calls = 0;
    const failing = start({}, { actors: { loadClub: fromPromise(async () => (++calls === 1 ? Promise.reject(new Error("500")) : clubInfoOf())) } });
    await settle();
    expect(failing.getSnapshot().matches("failed")).toBe(true);
    failing.send({ type: "club.retry" });
    await settle();
    expect(failing.getSnapshot().matches("form")).toBe(true);
  });

  it("a form with issues is not sent: every issue named, no call", async () => {
    const upload = vi.fn(async (): Promise<UploadAnswer> => ({ kind: "refused", message: "x" }));
    const actor = start({}, { actors: { uploadImage: fromPromise(upload) } });
    await settle();
    actor.send({ type: "club.submit", form: clubForm({ company: "", image: clubImage({ size: 2 * 1024 * 1024 }) }) });
    expect(actor.getSnapshot().context.issues).toEqual(["companyRequired", "imageSize"]);
    expect(actor.getSnapshot().matches({ form: "editing" })).toBe(true);
    actor.send({ type: "club.submit", form: clubForm({ image: clubImage({ type: "image/gif" }) }) });
    expect(actor.getSnapshot().context.issues).toEqual(["imageType"]);
    expect(upload).not.toHaveBeenCalled();
  });

  it("the server's refusal of the image, of the application, and a failed call come back to the form with the reason", async () => {
    const refusedImage = start({ uploadImage: "refused" });
    await settle();
    refusedImage.send({ type: "club.submit", form: clubForm() });
    await settle();
    expect(refusedImage.getSnapshot().matches({ form: "editing" })).toBe(true);
    expect(refusedImage.getSnapshot().context.notice).toEqual({ kind: "imageRefused", message: "the file is not a PNG or JPEG image" });

    const refusedApply = start({ applyToClub: "refused" });
    await settle();
    refusedApply.send({ type: "club.submit", form: clubForm() });
    await settle();
    await settle();
    expect(refusedApply.getSnapshot().context.notice).toEqual({ kind: "refused", message: "cus_cp_name: too long" });

    const failed = start({ uploadImage: "error" });
    await settle();
    failed.send({ type: "club.submit", form: clubForm() });
    await settle();
    expect(failed.getSnapshot().context.notice).toEqual({ kind: "failed", step: "upload" });
  });

  it("after a failed application the same image is not uploaded again; a new image is", async () => {
    const upload = vi.fn(async (): Promise<UploadAnswer> => ({ kind: "uploaded", url: `/uploads/club/${"c".repeat(32)}.png`, name: "card.png" }));
    let applies = 0;
    const apply = fromPromise<ApplyAnswer, ApplyCall>(
      async (): Promise<ApplyAnswer> => (++applies === 1 ? Promise.reject(new Error("503")) : { kind: "applied", application: clubApplication() }),
    );
    const actor = start({}, { actors: { uploadImage: fromPromise(upload), applyToClub: apply } });
    await settle();
    const form = clubForm();
    actor.send({ type: "club.submit", form });
    await settle();
    await settle();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: "failed", step: "apply" });
    actor.send({ type: "club.submit", form: { ...form, company: "필드상사 2" } });
    await settle();
    expect(actor.getSnapshot().matches("status")).toBe(true);
    expect(upload).toHaveBeenCalledTimes(1);
    const again = start({ applyToClub: "error" }, { actors: { uploadImage: fromPromise(upload) } });
    await settle();
    again.send({ type: "club.submit", form: clubForm() });
    await settle();
    await settle();
    again.send({ type: "club.submit", form: clubForm() });
    await settle();
    expect(upload).toHaveBeenCalledTimes(3);
  });

  it("a club that stopped recruiting while the form was filled: the application's 409 shows the closed state", async () => {
    const actor = start({ applyToClub: "closed" });
    await settle();
    actor.send({ type: "club.submit", form: clubForm() });
    await settle();
    await settle();
    expect(actor.getSnapshot().matches("closed")).toBe(true);
  });
});

function clubInfoOf() {
  return { clubCd: "OFC01", name: "클럽", description: "", recruiting: true, applied: false };
}
