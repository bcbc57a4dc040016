import * as z from "zod/mini";
import { BRIDGE_TIMEOUTS_MS, isEmptyValue } from "./bridge-constants.ts";
import { lazySchema } from "./lazy-schema.ts";

/** Every call the web side can make to the native app. */
export const bridgeMethods = [
  "getDeviceId",
  "getCustId",
  "getValues",
  "setValue",
  "loginToken",
  "inboxBadge",
  "logout",
  "openLink",
  "call",
  "getGate",
  "alert",
  "login",
] as const;
export const bridgeMethodSchema = lazySchema(() => z.enum(bridgeMethods));
export type BridgeMethod = z.output<typeof bridgeMethodSchema>;

/**
 * Keys the native side keeps for the web (getValues; setValue writes them). pushAgreement (Y/N):
 * the push-notification consent the app settings page keeps on the device (docs/decisions/0026).
 */
export const bridgeValueKeys = ["aToken", "custId", "xMbrNo", "xScmToken", "pushAgreement"] as const;
export const bridgeValueKeySchema = lazySchema(() => z.enum(bridgeValueKeys));
export type BridgeValueKey = z.output<typeof bridgeValueKeySchema>;

/** The timeout that applies to one call. */
export function bridgeTimeoutFor(method: BridgeMethod): number {
  if (method === "getDeviceId") return BRIDGE_TIMEOUTS_MS.deviceId;
  if (method === "getCustId") return BRIDGE_TIMEOUTS_MS.custId;
  if (method === "loginToken") return BRIDGE_TIMEOUTS_MS.loginToken;
  return BRIDGE_TIMEOUTS_MS.other;
}

const noParams = lazySchema(() => z.strictObject({}));

/** Parameters of each call, keyed by method: the request schema below is built from this. */
export const bridgeParamsSchemas = lazySchema(
  () =>
    ({
      getDeviceId: noParams,
      getCustId: noParams,
      getValues: z.strictObject({ keys: z.array(bridgeValueKeySchema).check(z.minLength(1)) }),
      setValue: z.strictObject({ key: z.string().check(z.minLength(1)), value: z.string() }),
      loginToken: noParams,
      inboxBadge: z.strictObject({ count: z.number().check(z.int(), z.gte(0)) }),
      logout: noParams,
      openLink: z.strictObject({ url: z.string().check(z.minLength(1)) }),
      call: z.strictObject({ phone: z.string().check(z.minLength(1)) }),
      getGate: z.strictObject({ code: z.string(), name: z.string() }),
      alert: z.strictObject({ title: z.optional(z.string()), text: z.string() }),
      login: noParams,
    }) satisfies Record<BridgeMethod, z.ZodMiniType>,
);
export type BridgeParams<M extends BridgeMethod> = z.output<(typeof bridgeParamsSchemas)[M]>;

const messageId = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(64)));

function requestOf<M extends BridgeMethod>(method: M) {
  return z.strictObject({ id: messageId, method: z.literal(method), params: bridgeParamsSchemas[method] });
}

/** A message from the web side to the native app. */
export const bridgeRequestSchema = lazySchema(() =>
  z.discriminatedUnion("method", [
    requestOf("getDeviceId"),
    requestOf("getCustId"),
    requestOf("getValues"),
    requestOf("setValue"),
    requestOf("loginToken"),
    requestOf("inboxBadge"),
    requestOf("logout"),
    requestOf("openLink"),
    requestOf("call"),
    requestOf("getGate"),
    requestOf("alert"),
    requestOf("login"),
  ]),
);
export type BridgeRequest = z.output<typeof bridgeRequestSchema>;

/**
 * A message from the native app answering one request by id. Extra keys are tolerated
 * (older app builds add diagnostics); the value is decoded per method by the bridge.
 */
export const bridgeResponseSchema = lazySchema(() =>
  z.discriminatedUnion("ok", [
    z.object({ id: messageId, ok: z.literal(true), value: z.unknown() }),
    z.object({ id: messageId, ok: z.literal(false), error: z.string() }),
  ]),
);
export type BridgeResponse = z.output<typeof bridgeResponseSchema>;

/** Decodes a text value from the native side: empty in any dialect becomes null. */
export const bridgeTextValueSchema = lazySchema(() =>
  z.pipe(
    z.union([z.string(), z.number(), z.null(), z.undefined()]),
    z.transform((v) => (isEmptyValue(v) ? null : String(v))),
  ),
);

/** Decodes the answer to getValues: every requested key is present, missing ones are null. */
export const bridgeValuesSchema = lazySchema(() =>
  z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((raw) => {
      const out = {} as Record<BridgeValueKey, string | null>;
      for (const key of bridgeValueKeys) {
        const decoded = bridgeTextValueSchema.safeParse(raw[key]);
        out[key] = decoded.success ? decoded.data : null;
      }
      return out;
    }),
  ),
);
