import * as z from "zod/mini";
import { okMessage, yn } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { lazySchema } from "../lazy-schema.ts";

// A device's location-information consent at a mall (part of the app contract in app.ts, which spreads
// these in): in a module of its own so my details, which shows it in the app, does not load the
// whole app contract.

export const uuidParam = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9._:-]{8,64}$/, "must be a device id")));
export const bcnCode = lazySchema(() => z.string().check(z.regex(/^\d{2}$/, "must be a two-digit mall code")));

export const locationEndpoints = {
  locationAgreementState: endpoint({
    id: "app.locationAgreementState",
    method: "GET",
    path: "/rest/locinfo/devices/:uuid/agreement.do",
    params: () => z.object({ uuid: uuidParam }),
    input: () => z.object({ bcnCd: bcnCode }),
    response: () =>
      z
        .object({
          message: okMessage,
          location_yn: yn.check(z.describe("N until the device has answered at this mall")),
          agreDttm: z.nullable(z.string()).check(z.describe("when it last answered (YYYY-MM-DD HH:mm:ss); null when never")),
        })
        .check(z.describe("Designed: the spec gives only the POST; my details shows the current answer before changing it")),
    summary: "Location-information consent of a device at a mall, as last answered",
  }),
  locationAgreement: endpoint({
    id: "app.locationAgreement",
    method: "POST",
    path: "/rest/locinfo/devices/:uuid/agreement.do",
    params: () => z.object({ uuid: uuidParam }),
    input: () => z.object({ bcnCd: bcnCode, custId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{0,40}$/))), location_yn: yn }),
    response: () => z.object({ message: okMessage, location_yn: yn, agreDttm: z.string() }),
    summary: "Location-information consent of a device at a mall",
  }),
} as const;
