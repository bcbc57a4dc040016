import type { AnyEventObject, AnyStateMachine, InputFrom } from "xstate";
import { applicationGraphEvents, applicationMachineFakes, defaultApplicationFakeChoice } from "./application.fakes.ts";
import { applicationMachine } from "./application.machine.ts";
import { defaultDialogFakeChoice, dialogMachineFakes } from "./dialog.fakes.ts";
import { dialogGraphEvents } from "./dialog.fixtures.ts";
import { dialogMachine } from "./dialog.machine.ts";
import { defaultGateFakeChoice, gateMachineFakes } from "./gate.fakes.ts";
import { CITY_HOST, gateInput, knownMallsOn } from "./gate.fixtures.ts";
import { gateMachine } from "./gate.machine.ts";
import { clubGraphEvents, clubInput, clubMachineFakes, defaultClubFakeChoice } from "./club.fakes.ts";
import { clubMachine } from "./club.machine.ts";
import type { FakeOutcomes } from "./graph-walk.ts";
import { defaultInquiryFakeChoice, inquiryGraphEvents, inquiryInput, inquiryMachineFakes } from "./inquiry.fakes.ts";
import { inquiryMachine } from "./inquiry.machine.ts";
import { defaultLoginFakeChoice, loginInput, loginMachineFakes } from "./login.fakes.ts";
import { loginMachine } from "./login.machine.ts";
import { defaultPagedListFakeChoice, listRow, pagedListGraphEvents, pagedListInput, pagedListMachineFakes } from "./paged-list.fakes.ts";
import { pagedListMachine } from "./paged-list.machine.ts";
import { defaultSearchFakeChoice, searchGraphEvents, searchInput, searchMachineFakes } from "./search.fakes.ts";
import { searchMachine } from "./search.machine.ts";
import { defaultStampFakeChoice, stampInput, stampMachineFakes } from "./stamp.fakes.ts";
import { stampMachine } from "./stamp.machine.ts";
import { defaultSessionFakeChoice, sessionMachineFakes } from "./session.fakes.ts";
import { sessionInput } from "./session.fixtures.ts";
import { sessionMachine } from "./session.machine.ts";

/**
 * One machine as the flow lab, the `flows` command and the all-machines path test see it.
 * Register every `*.machine.ts` here: a test fails for a machine file that is missing, and for an
 * actor the machine can run that has no fakes.
 */
export interface MachineEntry<TMachine extends AnyStateMachine = AnyStateMachine, TFakes extends FakeOutcomes = FakeOutcomes> {
  /** The name used by `npm run flows -- <id>` and `/__flows?machine=<id>`. */
  id: string;
  /** A developer-facing one-liner. */
  title: string;
  machine: TMachine;
  /** Actor name → outcome name → actor logic; an outcome that never settles stands for no answer. */
  fakes: TFakes;
  /** The outcome each actor gives unless another is picked. */
  defaultChoice: { readonly [A in keyof TFakes]: keyof TFakes[A] & string };
  /** Named inputs; the first is the default, and the one the path test walks. */
  sampleInputs: Readonly<Record<string, InputFrom<TMachine>>>;
  /**
   * Events the graph walk feeds besides the derived ones (every fake outcome, every delay, every
   * outside event type without payload): outside events with the payloads that matter.
   */
  graphEvents?: readonly AnyEventObject[];
}

/** Checks an entry against its machine's types, then forgets them so entries share one list. */
export function defineMachineEntry<TMachine extends AnyStateMachine, TFakes extends FakeOutcomes>(entry: MachineEntry<TMachine, TFakes>): MachineEntry {
  return entry as unknown as MachineEntry;
}

export const machineRegistry: readonly MachineEntry[] = [
  defineMachineEntry({
    id: "gate",
    title: "Entry gate: the first-visit redirect of an app user",
    machine: gateMachine,
    fakes: gateMachineFakes,
    defaultChoice: defaultGateFakeChoice,
    sampleInputs: {
      mainHost: gateInput(),
      cityHost: gateInput({ knownMalls: knownMallsOn(CITY_HOST) }),
      loginTokenQuery: gateInput({ search: "?login_token=from-query" }),
      laterNavigation: gateInput({ firstNavigation: false }),
    },
  }),
  defineMachineEntry({
    id: "dialog",
    title: "Dialogs: confirm, alert, inspection and error, one at a time",
    machine: dialogMachine,
    fakes: dialogMachineFakes,
    defaultChoice: defaultDialogFakeChoice,
    sampleInputs: { empty: undefined },
    graphEvents: dialogGraphEvents,
  }),
  defineMachineEntry({
    id: "session",
    title: "Member session: start check, member fetch, consent rule, logout, reserve group",
    machine: sessionMachine,
    fakes: sessionMachineFakes,
    defaultChoice: defaultSessionFakeChoice,
    sampleInputs: {
      returningMember: sessionInput(),
      returningAppMember: sessionInput({ isApp: true }),
      visitorOnGate: sessionInput({ storedCustId: null, mall: null }),
    },
    graphEvents: [
      { type: "session.loggedIn", custId: "C200" },
      { type: "session.mallChanged", mall: "centerfield" },
    ],
  }),
  defineMachineEntry({
    id: "login",
    title: "Login: credentials, captcha, phone authentication for a new device, session, terms",
    machine: loginMachine,
    fakes: loginMachineFakes,
    defaultChoice: defaultLoginFakeChoice,
    sampleInputs: { newDeviceCheck: loginInput(), noDeviceCheck: loginInput({ newDeviceCheck: false }), captchaFirst: loginInput({ captchaAfterFailures: 0 }) },
  }),
  defineMachineEntry({
    id: "pagedList",
    title: "Any paged list: pages with more, one load at a time, reload on a filter, retry of page 1 and of more",
    machine: pagedListMachine,
    fakes: pagedListMachineFakes,
    defaultChoice: defaultPagedListFakeChoice,
    sampleInputs: {
      firstVisit: pagedListInput(),
      notYetLoadable: pagedListInput({ enabled: false }),
      backToTwoPages: pagedListInput({ restored: { items: [listRow(1), listRow(2), listRow(3)], page: 2, totalPageCount: 3, total: 6 } }),
      backAfterAWrite: pagedListInput({ restored: { items: [listRow(1)], page: 1, totalPageCount: 2, total: null }, stale: true }),
    },
    graphEvents: pagedListGraphEvents,
  }),
  defineMachineEntry({
    id: "stamp",
    title: "Stamp event: check the card, stamp today, check and issue the reward coupon (1 s guard, 25 s issue timeout)",
    machine: stampMachine,
    fakes: stampMachineFakes,
    defaultChoice: defaultStampFakeChoice,
    sampleInputs: { novemberTour: stampInput() },
  }),
  defineMachineEntry({
    id: "search",
    title: "Search: recommendations and recent keywords on open, autocomplete 300 ms after typing, grouped results",
    machine: searchMachine,
    fakes: searchMachineFakes,
    defaultChoice: defaultSearchFakeChoice,
    sampleInputs: { hanam: searchInput() },
    graphEvents: searchGraphEvents,
  }),
  defineMachineEntry({
    id: "inquiry",
    title: "1:1 inquiry: write (categories, one save at a time), a member's list or a visitor's lookup, the thread (add, edit while checked), Retry-After",
    machine: inquiryMachine,
    fakes: inquiryMachineFakes,
    defaultChoice: defaultInquiryFakeChoice,
    sampleInputs: {
      visitorWrites: inquiryInput(),
      memberOpensThread: inquiryInput({ member: true, view: "thread", qnaSeq: 7 }),
      visitorDeepLink: inquiryInput({ view: "thread", qnaSeq: 7 }),
    },
    graphEvents: inquiryGraphEvents,
  }),
  defineMachineEntry({
    id: "club",
    title: "Club page: check the club, a visitor's login prompt, the member's status or the form (image checked, uploaded, then applied)",
    machine: clubMachine,
    fakes: clubMachineFakes,
    defaultChoice: defaultClubFakeChoice,
    sampleInputs: { member: clubInput(), visitor: clubInput({ member: false }) },
    graphEvents: clubGraphEvents,
  }),
  defineMachineEntry({
    id: "application",
    title: "Program or rental application: one send however often it is tapped, the confirmation or the server's refusal",
    machine: applicationMachine,
    fakes: applicationMachineFakes,
    defaultChoice: defaultApplicationFakeChoice,
    sampleInputs: { form: undefined },
    graphEvents: applicationGraphEvents,
  }),
];

/** A registered machine by id. */
export function machineEntry(id: string): MachineEntry | undefined {
  return machineRegistry.find((e) => e.id === id);
}

/** The name and value of an entry's default (first) sample input. */
export function defaultSampleInput(entry: MachineEntry): [string, unknown] {
  const first = Object.entries(entry.sampleInputs)[0];
  return first ?? ["(none)", undefined];
}
