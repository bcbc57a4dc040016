import * as z from "zod/mini";
import { mallParams, okMessage } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { LIMITS } from "./limits.ts";
import { lazySchema } from "../lazy-schema.ts";

// Car finder and registered cars (spec part-2 §3, §5, §7 "Login, member, car").
// /myCar/… (no mall in the spec) lives under /api; myCar/search.do and parkingCNT.do are per mall.
// A car belongs to a member (when logged in) or to a device (uuid). A customer id sent in cust_id, custId
// or custid must be the session's: without a session it is 401, with another member's 403.

const custIdOpt = lazySchema(() => z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{0,40}$/, "must be a customer id"))));
const uuidOpt = lazySchema(() => z.optional(z.string().check(z.regex(/^([A-Za-z0-9._:-]{8,64})?$/, "must be a device id"))));
/** A registered car number: a full plate (12가3456, 123가4567) or its last 4 digits. */
export const carNumField = lazySchema(() => z.string().check(z.trim(), z.regex(/^(\d{2,3}[가-힣])?\d{4}$/, "must be a car number such as 123가4567")));
/** Car finding takes the last 4 digits (spec: car number 4 digits). */
export const carNumberField = lazySchema(() => z.string().check(z.trim(), z.regex(/^\d{4}$/, "Please enter all four digits of the car number.")));

const myCar = lazySchema(() =>
  z.object({
    car_num_seq: z.number().check(z.int()),
    car_num: z.string(),
    uuid: z.string().check(z.describe("device the car was registered on; empty for a member's car")),
    cust_id: z.string().check(z.describe("member the car belongs to; empty for a device's car")),
    reg_dttm: z.string(),
  }),
);

export const mycarEndpoints = {
  list: endpoint({
    id: "mycar.list",
    method: "GET",
    path: "/api/myCar/carNumListData.do",
    input: () => z.object({ cust_id: custIdOpt, custid: custIdOpt, uuid: uuidOpt }),
    response: () => z.object({ message: okMessage, resultList: z.array(myCar) }).check(z.describe("A member's cars (logged in) or the device's cars (uuid)")),
    summary: "Registered cars of the member or device",
  }),
  save: endpoint({
    id: "mycar.save",
    method: "POST",
    path: "/api/myCar/saveMyCar.do",
    encoding: "json",
    idempotent: true,
    input: () => z.object({ uuid: uuidOpt, car_num: carNumField, cust_id: custIdOpt, custid: custIdOpt }),
    response: () => z.object({ message: okMessage, car_num_seq: z.number().check(z.int()) }),
    summary: "Register a car (to the member when logged in, else to the device; at most 5)",
  }),
  remove: endpoint({
    id: "mycar.remove",
    method: "POST",
    path: "/api/myCar/deleteMyCar.do",
    input: () =>
      z.object({ car_num: carNumField, car_num_seq: z.coerce.number().check(z.int(), z.gte(1)), uuid: uuidOpt, custId: custIdOpt, custid: custIdOpt }),
    response: () => z.object({ message: okMessage }),
    summary: "Delete a registered car (own cars only)",
  }),
  search: endpoint({
    limits: LIMITS.carLookup,
    id: "mycar.search",
    method: "POST",
    path: "/api/:mall/myCar/search.do",
    params: mallParams,
    input: () => z.object({ carNumber: carNumberField, uuid: uuidOpt }),
    response: () =>
      z.object({
        message: okMessage,
        resultList: z
          .array(
            z.object({
              carNum: z.string().check(z.describe("plate with its first part masked (**가1234)")),
              floor: z.string(),
              zone: z.string().check(z.describe("parking bay, e.g. B2 C-14")),
              parkingDttm: z.string().check(z.describe("entry time YYYY-MM-DD HH:mm, Asia/Seoul")),
              carImgUrl: z.string(),
            }),
          )
          .check(z.minLength(1)),
      }),
    summary: "Find my car by the last 4 digits (404 no vehicle information found; 30 per minute per address, 300 per 10 minutes per mall)",
  }),
  parkingCount: endpoint({
    id: "mycar.parkingCount",
    method: "GET",
    path: "/api/:mall/myCar/parkingCNT.do",
    params: mallParams,
    response: () =>
      z.object({
        message: okMessage,
        updDttm: z.string(),
        resultList: z.array(
          z.object({ floor: z.string(), totalCnt: z.number().check(z.int()), parkCnt: z.number().check(z.int()), emptyCnt: z.number().check(z.int()) }),
        ),
      }),
    summary: "Parking counts per floor",
  }),
} as const;
