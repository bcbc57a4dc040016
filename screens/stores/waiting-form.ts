import * as z from "zod/mini";
import { MOBILE_PHONE, PARTY_MAX } from "../../schemas/api/waiting.ts";

// The waiting dialog's check before sending: the contract's rules (schemas/api/waiting.ts), with
// the catalogue's messages. The server checks the same rules again.

const party = (min: number) =>
  z.coerce.number().check(z.int("waiting.error.party"), z.gte(min, "waiting.error.party"), z.lte(PARTY_MAX, "waiting.error.party"));

export const waitingForm = z.object({
  adultCnt: party(1),
  childCnt: party(0),
  phoneNo: z.string("waiting.error.phone").check(z.regex(MOBILE_PHONE, "waiting.error.phone")),
  privacyAgreeYn: z.literal("Y", "waiting.error.consent"),
});
export type WaitingFormValues = z.output<typeof waitingForm>;

/** A phone number's longest form (01X and 8 digits). */
export const PHONE_MAX_DIGITS = 11;
