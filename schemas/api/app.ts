import * as z from "zod/mini";
import { custIdField, okMessage, paginationInfoSchema, pageIndex, yn } from "./common.ts";
import { endpoint } from "./endpoint.ts";

// Calls of the native app shell (spec part-2 §7 "App"). /app/… (no mall in the spec) lives under /api.
// A path param followed by ".do" in the same segment (":ibSeq.do") is the param without the suffix.

import { bcnCode, locationEndpoints, uuidParam } from "./location.ts";
import { lazySchema } from "../lazy-schema.ts";
const seq = lazySchema(() => z.coerce.number().check(z.int(), z.gte(1), z.lte(2_000_000_000)));

const inboxItem = lazySchema(() =>
  z.object({
    ibSeq: z.number().check(z.int()),
    pushSeq: z.number().check(z.int()),
    title: z.string(),
    cont: z.string(),
    linkUrl: z.string().check(z.describe("in-app path or empty")),
    welcomeYn: yn,
    readYn: yn,
    regDttm: z.string(),
  }),
);

const vouInfo = lazySchema(() =>
  z.object({
    vouIssNo: z.string(),
    vouNm: z.string(),
    vouAmt: z.string().check(z.describe("amount with thousands commas")),
    bcnCd: z.string(),
    bcn_nm: z.string(),
    barCode: z.string(),
    vldStrtDt: z.string().check(z.describe("YYYY.MM.DD")),
    vldEndDt: z.string().check(z.describe("YYYY.MM.DD")),
    useYn: yn,
  }),
);

const voucherParams = lazySchema(() => ({
  bcnCode,
  custid: custIdField.check(z.describe("member id; for a device voucher with isMember N any placeholder (the app sends 0)")),
  vouIssNo: z.string().check(z.regex(/^[A-Za-z0-9]{6,30}$/)),
}));

export const appEndpoints = {
  spointLogin: endpoint({
    id: "app.spointLogin",
    method: "GET",
    writes: true,
    path: "/api/app/spoint/:uuid/login.do",
    params: () => z.object({ uuid: uuidParam }),
    input: () =>
      z.object({
        autoLoginToken: z.optional(z.string().check(z.maxLength(200))).check(z.describe("the custToken of an aloginYn Y login on this device")),
      }),
    response: () => z.object({ message: okMessage, loginYN: yn, custId: z.string().check(z.describe("empty when the auto login failed")) }),
    summary: "App auto login with the device's token (starts a session)",
  }),
  logout: endpoint({
    id: "app.logout",
    method: "POST",
    path: "/rest/:custId/logout.do",
    params: () => z.object({ custId: custIdField }),
    input: () =>
      z.object({
        uuid: z.optional(z.string().check(z.regex(/^([A-Za-z0-9._:-]{8,64})?$/))).check(z.describe("device whose auto login ends; every device when omitted")),
      }),
    auth: "member",
    response: () => z.object({ message: okMessage }),
    summary: "App logout: ends the session and the auto login",
  }),
  inboxList: endpoint({
    id: "app.inboxList",
    method: "GET",
    path: "/rest/inbox/:uuid/list.do",
    params: () => z.object({ uuid: uuidParam }),
    input: () => z.object({ pageIndex }),
    response: () =>
      z.object({
        message: okMessage,
        newCnt: z.number().check(z.int(), z.describe("unread messages (the inbox badge)")),
        inboxList: z.array(inboxItem),
        paginationInfo: paginationInfoSchema,
      }),
    page: { items: "inboxList" },
    summary: "Push inbox of the device, newest first, 20 a page",
  }),
  inboxRead: endpoint({
    id: "app.inboxRead",
    method: "POST",
    path: "/rest/inbox/:uuid/read.do",
    params: () => z.object({ uuid: uuidParam }),
    input: () => z.object({ ibSeq: seq.check(z.describe("a message the device's inbox lists")) }),
    response: () =>
      z
        .object({
          message: okMessage,
          ibSeq: z.number().check(z.int()),
          readYn: z.literal("Y"),
          newCnt: z.number().check(z.int(), z.describe("the device's unread messages after this read (the inbox badge)")),
        })
        .check(z.describe("Designed (decision 10): the spec has no call to mark a message read; reading twice is no error")),
    summary: "Marks one inbox message read for the device",
  }),
  welcome: endpoint({
    id: "app.welcome",
    method: "GET",
    path: "/rest/inbox/new/welcome/:pushSeq/:ibSeq.do",
    params: () => z.object({ pushSeq: seq, ibSeq: seq }),
    input: () =>
      z.object({ uuid: z.optional(z.string().check(z.regex(/^([A-Za-z0-9._:-]{8,64})?$/))).check(z.describe("marks the message read for this device")) }),
    response: () => z.object({ message: okMessage, inbox: inboxItem }),
    summary: "A welcome (new) inbox message",
  }),
  voucher: endpoint({
    id: "app.voucher",
    method: "GET",
    path: "/rest/:bcnCode/coupon/vou/:custid/:vouIssNo/:isMember.do",
    params: () => z.object({ ...voucherParams, isMember: z.literal("Y") }),
    auth: "member",
    response: () => z.object({ message: okMessage, vouInfo }),
    summary: "Mobile voucher of a member",
  }),
  voucherDevice: endpoint({
    id: "app.voucherDevice",
    method: "POST",
    path: "/rest/:bcnCode/coupon/vou/:custid/:vouIssNo/:uuId/:isMember.do",
    params: () => z.object({ ...voucherParams, uuId: uuidParam, isMember: yn }),
    response: () => z.object({ message: okMessage, vouInfo }),
    summary: "Mobile voucher held on a device (isMember Y also needs the member's session)",
  }),
  ...locationEndpoints,
  update: endpoint({
    id: "app.update",
    method: "POST",
    path: "/rest/update.do",
    input: () =>
      z.object({
        os_type: z
          .pipe(
            z.pipe(
              z.pipe(
                z.string(),
                z.transform((s) => s.trim().toLowerCase()),
              ),
              z.enum(["android", "ios", "a", "i", "aos"]),
            ),
            z.transform((s) => (s === "ios" || s === "i" ? "ios" : "android")),
          )
          .check(z.describe("android | ios (also A, I, AOS)")),
        app_version: z.string().check(z.regex(/^\d{1,3}(\.\d{1,4}){0,3}$/, "must be a version such as 3.4.0")),
      }),
    response: () =>
      z.object({
        message: okMessage,
        updateYn: yn.check(z.describe("Y when a newer version exists")),
        forceYn: yn.check(z.describe("Y when the installed version is below the minimum")),
        latestVersion: z.string(),
        minVersion: z.string(),
        storeUrl: z.string(),
      }),
    summary: "Whether the app needs an update",
  }),
} as const;
