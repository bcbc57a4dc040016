import * as z from "zod/mini";
import { QUEUE_DEV_TOKEN } from "../schemas/api/queue.ts";
import type { ServerSettings } from "./http/context.ts";

// The reference server's settings, read once from the environment at start (main.ts). README
// ("Reference server") lists the same names, defaults and meanings.

export const serverEnvSchema = z
  .object({
    PORT: z
      ._default(
        z.pipe(
          z.string().check(z.regex(/^\d{1,5}$/, "must be a port number from 1 to 65535")),
          z.transform(Number).check(z.refine((n) => n >= 1 && n <= 65_535, "must be a port number from 1 to 65535")),
        ),
        8080,
      )
      .check(z.describe("TCP port of the API and the built app")),
    HOST: z
      ._default(z.string().check(z.regex(/^\S+$/, "must be a host name or address without spaces")), "127.0.0.1")
      .check(z.describe("address to listen on (0.0.0.0: every interface)")),
    DB_PATH: z
      ._default(z.string().check(z.refine((p) => !/[/\\]$/.test(p), "must name a file, not a folder")), "data/mall.db")
      .check(z.describe("database file; created with its folder, migrated and seeded on first start")),
    STATIC_DIR: z._default(z.string(), "dist").check(z.describe("folder of the built app served beside the API")),
    NODE_ENV: z
      ._default(z.enum(["production", "development", "test"], "must be production, development or test"), "development")
      .check(z.describe("production: no response-contract check, no phone-auth code echo, no source maps")),
    MALL_CLOCK: z
      .optional(
        z.pipe(
          // The format check also refuses days a month does not have (2026-02-29).
          z.iso.datetime({
            offset: true,
            error: "must be an ISO date-time with seconds and a zone, such as 2026-11-20T03:00:00Z or 2026-11-20T12:00:00+09:00",
          }),
          z.transform((s) => new Date(s)),
        ),
      )
      .check(z.describe("a moment the server's clock starts from and then runs on in real time (demos, benchmarks)")),
    MALL_CLOCK_HEADER: z
      ._default(z.stringbool({ error: "must be true or false (also 1/0, yes/no, on/off)" }), false)
      .check(
        z.describe(
          "tests only: an API request's X-Mall-Clock header (an ISO date-time with a zone) sets the server's clock for that request; refused in production",
        ),
      ),
    TRUST_PROXY: z
      ._default(z.stringbool({ error: "must be true or false (also 1/0, yes/no, on/off)" }), false)
      .check(z.describe("on behind a reverse proxy that sets X-Forwarded-Proto: https requests get a Secure session cookie")),
    QUEUE_TOKEN: z
      .optional(z.string().check(z.regex(/^[A-Za-z0-9._~+/-]+=*$/, "must be a bearer token (letters, digits and -._~+/ only)")))
      .check(z.describe("bearer token of the waiting service under /api/queue (read by the queue domain; default dev-queue-token, refused in production)")),
    QUEUE_URL: z
      .optional(z.url({ protocol: /^https?$/, error: "must be an http or https URL of the queue service (such as https://queue.example.test/api/queue)" }))
      .check(
        z.describe(
          "base URL of the waiting (queue) service the server calls for the app's waiting list; default: this server's own /api/queue, called in-process",
        ),
      ),
    TLS_CERT: z.optional(z.string()).check(z.describe("PEM certificate file: with TLS_KEY the server speaks HTTPS, HTTP/2 with HTTP/1.1 beside it")),
    TLS_KEY: z.optional(z.string()).check(z.describe("PEM private key file of TLS_CERT")),
  })
  .check(
    z.superRefine((env, ctx) => {
      // Half a TLS set-up would silently serve plain HTTP.
      for (const [name, other] of [
        ["TLS_CERT", "TLS_KEY"],
        ["TLS_KEY", "TLS_CERT"],
      ] as const)
        if (env[name] !== undefined && env[other] === undefined)
          ctx.addIssue({ code: "custom", path: [other], message: `must be set with ${name} (both or neither)`, input: env[other] });
    }),
  )
  .check(
    // Any client could move a production server's clock with the header.
    z.superRefine((env, ctx) => {
      if (env.NODE_ENV === "production" && env.MALL_CLOCK_HEADER)
        ctx.addIssue({ code: "custom", path: ["MALL_CLOCK_HEADER"], message: "must be off in production (it is for tests)", input: env.MALL_CLOCK_HEADER });
    }),
  )
  .check(
    // The development token is published in the README: production must have its own.
    z.superRefine((env, ctx) => {
      if (env.NODE_ENV === "production" && (!env.QUEUE_TOKEN || env.QUEUE_TOKEN === QUEUE_DEV_TOKEN))
        ctx.addIssue({
          code: "custom",
          path: ["QUEUE_TOKEN"],
          message: "must be set in production, to a token other than the public development one",
          input: env.QUEUE_TOKEN,
        });
    }),
  );

export type ServerEnv = z.output<typeof serverEnvSchema>;

/** Values not to repeat in an error message. */
const SECRET = new Set(["QUEUE_TOKEN"]);

/**
 * The settings from environment variables (an empty value counts as unset). Throws an Error whose
 * message names every bad variable and what it must be, for main.ts to print before exiting.
 */
export function parseServerEnv(vars: Readonly<Record<string, string | undefined>>): ServerEnv {
  const names = Object.keys(serverEnvSchema.def.shape);
  const present = Object.fromEntries(names.map((k) => [k, vars[k] === "" ? undefined : vars[k]]));
  const parsed = serverEnvSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => {
    const name = String(i.path[0]);
    const shown = SECRET.has(name) || present[name] === undefined ? "" : `=${JSON.stringify(present[name])}`;
    return `  ${name}${shown}: ${i.message}`;
  });
  throw new Error(`The server cannot start: bad settings in the environment\n${lines.join("\n")}`);
}

/**
 * What handlers act on (ServerDeps.settings), from the parsed environment: the phone-authentication
 * code comes back in the answer outside production only; the queue service takes QUEUE_TOKEN, else
 * the development token (which the schema refuses in production); the waiting proxy calls the queue
 * service at QUEUE_URL, else this server's own /api/queue in-process (queueUrl null).
 */
export function serverSettings(env: Pick<ServerEnv, "NODE_ENV" | "QUEUE_TOKEN"> & Partial<Pick<ServerEnv, "QUEUE_URL" | "MALL_CLOCK_HEADER">>): ServerSettings {
  return {
    clockHeader: env.MALL_CLOCK_HEADER ?? false,
    revealAuthCodes: env.NODE_ENV !== "production",
    queueToken: env.QUEUE_TOKEN ?? QUEUE_DEV_TOKEN,
    queueUrl: env.QUEUE_URL?.replace(/\/+$/, "") ?? null,
  };
}
