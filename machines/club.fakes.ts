import { fromPromise } from "xstate";
import { pickFakeActors, type FakeChoice } from "./fake-choice.ts";
import type { ApplyAnswer, ClubApplication, ClubForm, ClubImage, ClubInfo, ClubInput, UploadAnswer } from "./club.machine.ts";

// A promise that never settles stands in for a call that does not answer.
const never = <T>() => new Promise<T>(() => {});
const fail = <T>(what: string) => Promise.reject<T>(new Error(`fake ${what} failed`));

/** Hanam's office club: recruiting, not applied. */
export const clubInfo = (over: Partial<ClubInfo> = {}): ClubInfo => ({
  clubCd: "OFC01",
  name: "필드몰 하남 오피스 클럽",
  description: "인근 직장인을 위한 점심 할인 클럽",
  recruiting: true,
  applied: false,
  ...over,
});

export const clubApplication = (over: Partial<ClubApplication> = {}): ClubApplication => ({
  status: "WAIT",
  company: "필드상사",
  address: "하남시 미사대로 750",
  imageName: "card.png",
  appliedAt: "2026-11-20 12:00:00",
  ...over,
});

/** A staff-card image as the browser gives it (name, size, type). */
export const clubImage = (over: Partial<ClubImage> = {}): ClubImage => ({ name: "card.png", size: 2048, type: "image/png", ...over });

/** A filled form with a fresh image object (the machine tells images apart by identity). */
export const clubForm = (over: Partial<ClubForm> = {}): ClubForm => ({ company: "필드상사", address: "하남시 미사대로 750", image: clubImage(), ...over });

type Club = { clubCd: string };
type Upload = { image: ClubImage };
type Apply = { clubCd: string; company: string; address: string; url: string; imageName: string };

/** Fake club calls by outcome (flow lab, path walk, tests). */
export const clubMachineFakes = {
  loadClub: {
    recruiting: fromPromise<ClubInfo | null, Club>(async () => clubInfo()),
    applied: fromPromise<ClubInfo | null, Club>(async () => clubInfo({ applied: true })),
    notRecruiting: fromPromise<ClubInfo | null, Club>(async () => clubInfo({ recruiting: false })),
    unknown: fromPromise<ClubInfo | null, Club>(async () => null),
    noAnswer: fromPromise<ClubInfo | null, Club>(() => never()),
    error: fromPromise<ClubInfo | null, Club>(() => fail("loadClub")),
  },
  loadApplication: {
    waiting: fromPromise<ClubApplication | null, Club>(async () => clubApplication()),
    confirmed: fromPromise<ClubApplication | null, Club>(async () => clubApplication({ status: "CONFIRM" })),
    refused: fromPromise<ClubApplication | null, Club>(async () => clubApplication({ status: "REJECT" })),
    none: fromPromise<ClubApplication | null, Club>(async () => null),
    noAnswer: fromPromise<ClubApplication | null, Club>(() => never()),
    error: fromPromise<ClubApplication | null, Club>(() => fail("loadApplication")),
  },
  uploadImage: {
    uploaded: fromPromise<UploadAnswer, Upload>(async () => ({ kind: "uploaded", url: `/uploads/club/${"a".repeat(32)}.png`, name: "card.png" })),
    refused: fromPromise<UploadAnswer, Upload>(async () => ({ kind: "refused", message: "the file is not a PNG or JPEG image" })),
    noAnswer: fromPromise<UploadAnswer, Upload>(() => never()),
    error: fromPromise<UploadAnswer, Upload>(() => fail("uploadImage")),
  },
  applyToClub: {
    applied: fromPromise<ApplyAnswer, Apply>(async () => ({ kind: "applied", application: clubApplication() })),
    closed: fromPromise<ApplyAnswer, Apply>(async () => ({ kind: "closed" })),
    refused: fromPromise<ApplyAnswer, Apply>(async () => ({ kind: "refused", message: "cus_cp_name: too long" })),
    noAnswer: fromPromise<ApplyAnswer, Apply>(() => never()),
    error: fromPromise<ApplyAnswer, Apply>(() => fail("applyToClub")),
  },
};

type Fakes = typeof clubMachineFakes;

/** One outcome per actor. */
export type ClubFakeChoice = FakeChoice<Fakes>;

/** A recruiting club the member has not applied to; the upload and the application go through. */
export const defaultClubFakeChoice: ClubFakeChoice = { loadClub: "recruiting", loadApplication: "waiting", uploadImage: "uploaded", applyToClub: "applied" };

/** The actors for `clubMachine.provide({ actors })` given some picks over the defaults. */
export function clubFakeActors(choice: Partial<ClubFakeChoice> = {}) {
  return pickFakeActors(clubMachineFakes, { ...defaultClubFakeChoice, ...choice });
}

export const clubInput = (over: Partial<ClubInput> = {}): ClubInput => ({ clubCd: "OFC01", member: true, ...over });

// One image object for the walk: submitting it again after a failed application is "the same image".
const walkImage = clubImage();

/** Outside events with the payloads the path walk feeds: a good form, one missing everything, one with a GIF, one too large. */
export const clubGraphEvents = [
  { type: "club.submit", form: { company: "필드상사", address: "하남시 미사대로 750", image: walkImage } },
  { type: "club.submit", form: { company: " ", address: "", image: null } },
  { type: "club.submit", form: { company: "필드상사", address: "하남시", image: clubImage({ name: "a.gif", type: "image/gif" }) } },
  { type: "club.submit", form: { company: "필드상사", address: "하남시", image: clubImage({ size: 2 * 1024 * 1024 }) } },
] as const;
