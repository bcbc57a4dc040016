import { randomBytes } from "node:crypto";
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
      ._default(z.enum(["production", "development", "test"], "must be production, development or test"), "production")
      .check(
        z.describe(
          "production (the default): no response-contract check, no source maps served, no MALL_CLOCK_HEADER, the queue service closed without QUEUE_TOKEN; development or test: all of them on",
        ),
      ),
    MALL_DEMO: z
      ._default(z.stringbool({ error: "must be true or false (also 1/0, yes/no, on/off)" }), false)
      .check(
        z.describe(
          "demo conveniences, in any NODE_ENV: phone-auth codes come back in the answer (devAuthNo), so a demo member can log in on a new device without an SMS gateway; never on a public server",
        ),
      ),
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
    TEST_STATIC_DIR: z
      .optional(z.string())
      .check(
        z.describe(
          "tests only: a folder served under /__test/ (the e2e tests load their accessibility audit from it, as the app's Content-Security-Policy runs scripts of its own origin only); refused in production",
        ),
      ),
    TRUST_PROXY: z
      ._default(z.stringbool({ error: "must be true or false (also 1/0, yes/no, on/off)" }), false)
      .check(z.describe("on behind a reverse proxy that sets X-Forwarded-Proto: https requests get a Secure session cookie")),
    QUEUE_TOKEN: z
      .optional(z.string().check(z.regex(/^[A-Za-z0-9._~+/-]+=*$/, "must be a bearer token (letters, digits and -._~+/ only)")))
      .check(
        z.describe(
          "bearer token of the waiting service under /api/queue; unset: dev-queue-token outside production, and in production the service closed to outside callers (the app's waiting list still calls it in-process)",
        ),
      ),
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
    // Any client could move a production server's clock with the header; a test folder is no part of the product.
    z.superRefine((env, ctx) => {
      if (env.NODE_ENV === "production" && env.MALL_CLOCK_HEADER)
        ctx.addIssue({ code: "custom", path: ["MALL_CLOCK_HEADER"], message: "must be off in production (it is for tests)", input: env.MALL_CLOCK_HEADER });
      if (env.NODE_ENV === "production" && env.TEST_STATIC_DIR !== undefined)
        ctx.addIssue({ code: "custom", path: ["TEST_STATIC_DIR"], message: "must be unset in production (it is for tests)", input: env.TEST_STATIC_DIR });
    }),
  )
  .check(
    // The development token is published in the README; an outside queue service needs the token it was given.
    z.superRefine((env, ctx) => {
      if (env.NODE_ENV !== "production") return;
      if (env.QUEUE_TOKEN === QUEUE_DEV_TOKEN)
        ctx.addIssue({ code: "custom", path: ["QUEUE_TOKEN"], message: "must not be the public development token in production", input: env.QUEUE_TOKEN });
      else if (env.QUEUE_URL !== undefined && env.QUEUE_TOKEN === undefined)
        ctx.addIssue({
          code: "custom",
          path: ["QUEUE_TOKEN"],
          message: "must be set with QUEUE_URL in production (the queue service's token)",
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
 * code comes back in the answer with MALL_DEMO only; the queue service takes QUEUE_TOKEN, else the
 * development token outside production, else (production) a token made here at random and never
 * shown, which only this server's in-process waiting proxy sends: the service is closed to outside
 * callers (docs/decisions/0039). The waiting proxy calls the queue service at QUEUE_URL, else this
 * server's own /api/queue in-process (queueUrl null).
 */
export function serverSettings(
  env: Pick<ServerEnv, "NODE_ENV" | "QUEUE_TOKEN"> & Partial<Pick<ServerEnv, "QUEUE_URL" | "MALL_CLOCK_HEADER" | "MALL_DEMO">>,
): ServerSettings {
  return {
    clockHeader: env.MALL_CLOCK_HEADER ?? false,
    revealAuthCodes: env.MALL_DEMO ?? false,
    queueToken: env.QUEUE_TOKEN ?? (env.NODE_ENV === "production" ? randomBytes(32).toString("base64url") : QUEUE_DEV_TOKEN),
    queueUrl: env.QUEUE_URL?.replace(/\/+$/, "") ?? null,
  };
}

/** What main.ts prints at start besides the address: the mode, the demo conveniences and the queue service, each with its setting. */
export function startupLines(env: ServerEnv): string[] {
  const production = env.NODE_ENV === "production";
  const lines = [
    production
      ? "  production (NODE_ENV): no response-contract check, source maps not served"
      : `  ${env.NODE_ENV} (NODE_ENV): responses checked against the contract, source maps served (not for a public server)`,
    env.MALL_DEMO
      ? "  demo (MALL_DEMO): phone-auth codes come back in the answer (devAuthNo) and show on the login screen (not for a public server)"
      : "  demo conveniences off (MALL_DEMO): phone-auth codes are never shown (no SMS gateway: set MALL_DEMO=1 to log in on a new device)",
  ];
  if (env.QUEUE_TOKEN !== undefined) lines.push("  queue service /api/queue: open to QUEUE_TOKEN");
  else if (production) lines.push("  queue service /api/queue: closed to outside callers (QUEUE_TOKEN unset); the app's waiting list calls it in-process");
  else lines.push(`  queue service /api/queue: the public development token ${QUEUE_DEV_TOKEN} (QUEUE_TOKEN unset)`);
  lines.push(
    `  waiting list: ${env.QUEUE_URL === undefined ? "this server's queue service, in-process" : `the queue service at ${env.QUEUE_URL} (QUEUE_URL)`}`,
  );
  if (env.MALL_CLOCK !== undefined) lines.push(`  clock (MALL_CLOCK): from ${env.MALL_CLOCK.toISOString()}`);
  if (env.MALL_CLOCK_HEADER) lines.push("  MALL_CLOCK_HEADER: on (tests only): a request's X-Mall-Clock header sets its clock");
  if (env.TEST_STATIC_DIR !== undefined) lines.push(`  TEST_STATIC_DIR: ${env.TEST_STATIC_DIR} served under /__test/ (tests only)`);
  return lines;
}
