import { describe, expect, it, vi } from "vitest";
import { SimulatedClock, createActor, fromPromise, toPromise } from "xstate";
import { gateFakeActors, type GateFakeChoice } from "./gate.fakes.ts";
import { CITY_HOST, MAIN_HOST, gateInput, knownMallsOn } from "./gate.fixtures.ts";
import { gateMachine, type GateInput } from "./gate.machine.ts";

const settle = () => new Promise((resolve) => setImmediate(resolve));

function start(choice: Partial<GateFakeChoice> = {}, input: Partial<GateInput> = {}) {
  const navigate = vi.fn<(to: string) => void>();
  const assignLocation = vi.fn<(url: string) => void>();
  const machine = gateMachine.provide({
    actors: gateFakeActors(choice),
    actions: {
      navigate: (_, params) => navigate(params.to),
      assignLocation: (_, params) => assignLocation(params.url),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: gateInput(input) });
  actor.start();
  return { actor, clock, navigate, assignLocation };
}

async function decide(choice: Partial<GateFakeChoice> = {}, input: Partial<GateInput> = {}) {
  const run = start(choice, input);
  const output = await toPromise(run.actor);
  return { ...run, output };
}

describe("gate machine: eligibility", () => {
  it.each([
    ["a path other than /", { pathname: "/hanam" }],
    ["an empty path", { pathname: "" }],
    ["a query key other than login_token", { search: "?mall=hanam" }],
    ["login_token plus another key", { search: "?login_token=t&tab=program" }],
    ["a later navigation", { firstNavigation: false }],
  ])("stays on %s without asking anything", async (_, input) => {
    const checkApp = vi.fn(async () => true);
    const machine = gateMachine.provide({ actors: { ...gateFakeActors(), checkApp: fromSpy(checkApp) } });
    const actor = createActor(machine, { input: gateInput(input) }).start();
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toEqual({ type: "stay" });
    expect(checkApp).not.toHaveBeenCalled();
  });

  it.each([[""], ["?"], ["?login_token=abc"], ["login_token="]])("is eligible with query %j", async (search) => {
    const { output } = await decide({}, { search });
    expect(output.type).not.toBe("stay");
  });
});

describe("gate machine: app check and stored token", () => {
  it("stays when the app check says plain browser", async () => {
    expect((await decide({ checkApp: "browser" })).output).toEqual({ type: "stay" });
  });

  it("stays when the app check fails", async () => {
    expect((await decide({ checkApp: "error" })).output).toEqual({ type: "stay" });
  });

  it("treats no device id within 150 ms as not an app", async () => {
    const { actor, clock } = start({ checkApp: "noAnswer" });
    await settle();
    clock.increment(149);
    expect(actor.getSnapshot().value).toBe("checkingApp");
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe("stay");
    expect(actor.getSnapshot().output).toEqual({ type: "stay" });
  });

  it("stays (the gate shows) when no login token arrives within 300 ms", async () => {
    const { actor, clock } = start({ readLoginToken: "noAnswer" });
    await settle();
    expect(actor.getSnapshot().value).toBe("readingLoginToken");
    clock.increment(299);
    expect(actor.getSnapshot().value).toBe("readingLoginToken");
    clock.increment(1);
    expect(actor.getSnapshot().output).toEqual({ type: "stay" });
  });

  it.each([["none"], ["nilString"], ["error"]] as const)("stays when the stored token is %s", async (readLoginToken) => {
    expect((await decide({ readLoginToken })).output).toEqual({ type: "stay" });
  });

  it("passes the query's login_token to the token reader", async () => {
    const seen = vi.fn(async ({ input }: { input: { queryLoginToken: string | null } }) => input.queryLoginToken);
    const machine = gateMachine.provide({ actors: { ...gateFakeActors(), readLoginToken: fromSpy(seen) } });
    await toPromise(createActor(machine, { input: gateInput({ search: "?login_token=q1" }) }).start());
    expect(seen.mock.calls[0]?.[0].input).toEqual({ queryLoginToken: "q1" });
  });
});

describe("gate machine: branch choice", () => {
  // On the main host with an empty token every branch navigates, which isolates the branch choice.
  const empty = { requestToken: "empty" } as const;

  it("sends a logged-in member to the branch of bcn_cd", async () => {
    const { output, navigate } = await decide({ ...empty, fetchLoginStatus: "loggedInCoexmall" });
    expect(output).toEqual({ type: "navigate", to: "/coexmall" });
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/coexmall");
  });

  it.each([["loggedInWithoutBranch"], ["loggedInUnknownBranch"]] as const)("defaults to hanam when %s", async (s) => {
    expect((await decide({ ...empty, fetchLoginStatus: s })).output).toEqual({ type: "navigate", to: "/hanam" });
  });

  it.each([["loggedOut"], ["error"]] as const)("uses the visited mall code when the status is %s", async (s) => {
    const { output } = await decide({ ...empty, fetchLoginStatus: s, readVisitedMallCode: "goyang" });
    expect(output).toEqual({ type: "navigate", to: "/goyang" });
  });

  it.each([["unknown"], ["none"], ["error"]] as const)("defaults to hanam when the visited code is %s", async (v) => {
    const { output } = await decide({ ...empty, fetchLoginStatus: "loggedOut", readVisitedMallCode: v });
    expect(output).toEqual({ type: "navigate", to: "/hanam" });
  });

  it("honours another default branch from the input", async () => {
    const { output } = await decide(
      { ...empty, fetchLoginStatus: "loggedOut", readVisitedMallCode: "none" },
      {
        defaultBranch: "anseong",
      },
    );
    expect(output).toEqual({ type: "navigate", to: "/anseong" });
  });
});

describe("gate machine: token check", () => {
  it("navigates when the current host serves the branch", async () => {
    const { output, assignLocation } = await decide({ fetchLoginStatus: "loggedInCoexmall", requestToken: "issued" });
    expect(output).toEqual({ type: "navigate", to: "/coexmall" });
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it.each([["empty"], ["noCustId"], ["error"]] as const)("navigates when the token request is %s", async (t) => {
    const { output } = await decide({ fetchLoginStatus: "loggedOut", readVisitedMallCode: "wirye", requestToken: t });
    expect(output).toEqual({ type: "navigate", to: "/wirye" });
  });

  it("leaves for the city brand host with the encoded token", async () => {
    const { output, navigate, assignLocation } = await decide({
      fetchLoginStatus: "loggedOut",
      readVisitedMallCode: "wirye",
      requestToken: "issued",
    });
    const url = `https://${CITY_HOST}/api/wirye/tok%2Fen%2B1/C100/introToken`;
    expect(output).toEqual({ type: "leave", url });
    expect(assignLocation).toHaveBeenCalledExactlyOnceWith(url);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("leaves for the main brand host when running on the city host", async () => {
    const { output } = await decide({ fetchLoginStatus: "loggedInWithoutBranch", requestToken: "issued" }, { knownMalls: knownMallsOn(CITY_HOST) });
    expect(output).toEqual({ type: "leave", url: `https://${MAIN_HOST}/api/hanam/tok%2Fen%2B1/C100/introToken` });
  });

  it("asks for the token of the chosen branch", async () => {
    const seen = vi.fn(async ({ input }: { input: { branch: string } }) => ({ custId: "", xToken: input.branch }));
    const machine = gateMachine.provide({ actors: { ...gateFakeActors(), requestToken: fromSpy(seen) } });
    await toPromise(createActor(machine, { input: gateInput() }).start());
    expect(seen.mock.calls[0]?.[0].input).toEqual({ branch: "coexmall" });
  });
});

// Wraps a spy as a promise actor while keeping the spy's call record.
function fromSpy<O, I>(fn: (args: { input: I }) => Promise<O>) {
  return fromPromise<O, I>(({ input }) => fn({ input }));
}
