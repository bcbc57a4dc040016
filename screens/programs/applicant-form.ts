import * as z from "zod/mini";
import type { ApplicantDraft } from "../../machines/application.machine.ts";

// The applicant's part of a program or rental application (spec part-2 §3 name, telNum1-3, joinNum,
// cmnt; the contract's bounds, schemas/api/programs-models.ts personFields), checked before the
// machine sends: the party size up to the program's (or space's) limit, and the personal-data
// consents of the mall state's private popup {collect, entrust} (spec part-1 §3), required.
// Messages are the apply words' ids (apply.messages.ts).

export const APPLICANT_LIMITS = { name: 20, cmnt: 500, tel: [3, 4, 4], people: 10 } as const;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The applicant fields' schema for a party of at most `limit` people. */
export function applicantSchema(limit: number) {
  const tel = (pattern: RegExp) => z.string("apply.error.tel").check(z.regex(pattern, "apply.error.tel"));
  return z.object({
    name: z.string("apply.error.name").check(z.trim(), z.minLength(1, "apply.error.name"), z.maxLength(APPLICANT_LIMITS.name, "apply.error.name")),
    telNum1: tel(/^01\d$/),
    telNum2: tel(/^\d{3,4}$/),
    telNum3: tel(/^\d{4}$/),
    joinNum: z.coerce.number("apply.error.joinNum").check(z.int("apply.error.joinNum"), z.gte(1, "apply.error.joinNum"), z.lte(limit, "apply.error.joinNum")),
    cmnt: z.pipe(z.transform(blankToUndefined), z.optional(z.string().check(z.trim(), z.maxLength(APPLICANT_LIMITS.cmnt, "apply.error.cmnt")))),
    agreeCollect: z.literal("Y", "apply.error.consent"),
    agreeEntrust: z.literal("Y", "apply.error.consent"),
  });
}

export type ApplicantValues = z.output<ReturnType<typeof applicantSchema>>;

/** The draft's applicant part (the consents are the form's, not the server's). */
export function applicantOf(v: ApplicantValues): ApplicantDraft {
  return {
    name: v.name,
    telNum1: v.telNum1,
    telNum2: v.telNum2,
    telNum3: v.telNum3,
    joinNum: v.joinNum,
    ...(v.cmnt ? { cmnt: v.cmnt } : {}),
  };
}
