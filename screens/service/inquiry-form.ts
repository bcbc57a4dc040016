import * as z from "zod/mini";
import type { InquiryDraft } from "../../machines/inquiry.machine.ts";

// The inquiry form's check (spec part-2 §5 and the contract's bounds, schemas/api/service.ts):
// what the form needs depends on the category (sub-categories, the store), the reply mean (SMS
// needs the mobile number, e-mail the address), who writes (a visitor gives an e-mail and sets a
// password) and whether it is an edit (no new password or consent). Messages are the screen's ids.

/** What the form asks besides the fixed fields. */
export interface InquiryFormRules {
  member: boolean;
  /** An edit: no new password or consent; a visitor's e-mail and password are the ones in memory. */
  editing: boolean;
  /** The chosen category has sub-categories: one must be chosen. */
  subCategories: boolean;
  /** The chosen category asks which store. */
  store: boolean;
  /** How the answer is announced: SMS needs the mobile number, e-mail the address. */
  replyMean: "EMAIL" | "SMS";
}

export const LIMITS = { name: 30, email: 100, store: 50, title: 100, content: 4000, password: { min: 4, max: 20 } } as const;
/** A Korean mobile number, digits only: 01X, then 3 or 4 digits, then 4. */
const MOBILE = /^(01\d)(\d{3,4})(\d{4})$/;

const text = (required: string, max: number) => z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The form's schema for these rules; its output is the draft the machine saves and the visitor's password. */
export function inquiryFormSchema(rules: InquiryFormRules) {
  const visitorWrites = !rules.member && !rules.editing;
  // A visitor's e-mail finds the inquiry again; an answer by e-mail needs one from anyone (a
  // visitor's edit sends the e-mail kept in memory).
  const emailRequired = visitorWrites || (rules.replyMean === "EMAIL" && !(rules.editing && !rules.member));
  const email = z
    .string("inquiry.error.email")
    .check(z.trim(), z.toLowerCase(), z.minLength(1, "inquiry.error.email"), z.maxLength(LIMITS.email), z.email("inquiry.error.emailFormat"));
  const mobile = z.string("inquiry.error.mobile").check(z.minLength(1, "inquiry.error.mobile"), z.regex(MOBILE, "inquiry.error.mobileFormat"));
  return z.object({
    cateHighCd: text("inquiry.error.category", 10),
    cateLowCd: rules.subCategories ? text("inquiry.error.subCategory", 10) : z.optional(z.string()),
    storeNm: rules.store ? text("inquiry.error.store", LIMITS.store) : optionalText(LIMITS.store),
    replyMean: z.enum(["EMAIL", "SMS"], "inquiry.problem.invalid"),
    custNm: text("inquiry.error.name", LIMITS.name),
    custEmail: emailRequired ? email : z.pipe(z.transform(blankToUndefined), z.optional(email)),
    mobile: rules.replyMean === "SMS" ? mobile : z.pipe(z.transform(blankToUndefined), z.optional(mobile)),
    qutnPw: visitorWrites
      ? z
          .string("inquiry.error.password")
          .check(z.minLength(LIMITS.password.min, "inquiry.error.password"), z.maxLength(LIMITS.password.max, "inquiry.error.password"))
      : z.optional(z.string()),
    qutnTitl: text("inquiry.error.title", LIMITS.title),
    qutnCont: text("inquiry.error.content", LIMITS.content),
    prvcAgreYn: rules.editing ? z.optional(z.string()) : z.literal("Y", "inquiry.error.consent"),
  });
}

export type InquiryFormValues = z.output<ReturnType<typeof inquiryFormSchema>>;

/** The draft the machine saves (the mobile number split as the contract has it), without the password. */
export function draftOf(v: InquiryFormValues): InquiryDraft {
  const mobile = v.mobile ? MOBILE.exec(v.mobile) : null;
  return {
    cateHighCd: v.cateHighCd,
    ...(v.cateLowCd ? { cateLowCd: v.cateLowCd } : {}),
    ...(v.storeNm ? { storeNm: v.storeNm } : {}),
    replyMean: v.replyMean,
    custNm: v.custNm,
    ...(v.custEmail ? { custEmail: v.custEmail } : {}),
    ...(mobile ? { custCelNum1: mobile[1], custCelNum2: mobile[2], custCelNum3: mobile[3] } : {}),
    qutnTitl: v.qutnTitl,
    qutnCont: v.qutnCont,
  };
}

/** The additional inquiry: content required (spec part-2 §5). */
export const additionSchema = z.object({ qutnCont: text("inquiry.error.addition", LIMITS.content) });

/** The visitor's lookup: the e-mail and the password. */
export const lookupSchema = z.object({
  custEmail: z
    .string("inquiry.error.lookupEmail")
    .check(z.trim(), z.toLowerCase(), z.minLength(1, "inquiry.error.lookupEmail"), z.maxLength(LIMITS.email), z.email("inquiry.error.emailFormat")),
  qutnPw: z.string("inquiry.error.lookupPassword").check(z.minLength(1, "inquiry.error.lookupPassword"), z.maxLength(LIMITS.password.max)),
});
