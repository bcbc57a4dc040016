import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Db } from "../db/open.ts";

export const SESSION_COOKIE = "mall_sid";
/** Sessions last 12 hours from login. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

declare module "hono" {
  interface ContextVariableMap {
    /** Set for every request when TRUST_PROXY is on (app.ts): the proxy's X-Forwarded-Proto is believed. */
    trustProxy: boolean;
  }
}

/**
 * Whether the browser reached the server over HTTPS: the request's own scheme, or behind a trusted
 * proxy (TRUST_PROXY) its X-Forwarded-Proto. Without TRUST_PROXY the header is ignored: any client
 * can send it. Of a list (one entry per proxy), the first names the browser's scheme.
 */
export function viaHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  if (c.get("trustProxy") !== true) return false;
  return c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}

export interface Session {
  id: string;
  custId: string;
}

export const sessionMigrations = {
  domain: "session",
  migrations: [
    `CREATE TABLE sessions (
       id TEXT PRIMARY KEY,
       cust_id TEXT NOT NULL,
       created_at INTEGER NOT NULL,
       expires_at INTEGER NOT NULL
     );
     CREATE INDEX sessions_cust ON sessions (cust_id);`,
  ],
} as const;

/** The session of a request, if its cookie names a live one. */
export function readSession(c: Context, db: Db, nowMs: number): Session | null {
  const id = getCookie(c, SESSION_COOKIE);
  if (!id || !/^[a-f0-9]{64}$/.test(id)) return null;
  const row = db.prepare<[string, number], { id: string; cust_id: string }>("SELECT id, cust_id FROM sessions WHERE id = ? AND expires_at > ?").get(id, nowMs);
  return row ? { id: row.id, custId: row.cust_id } : null;
}

/** Starts a session for a customer: a new id every login (the old one, if any, stops working). */
export function startSession(c: Context, db: Db, custId: string, nowMs: number, previous: Session | null): Session {
  const id = randomBytes(32).toString("hex");
  db.transaction(() => {
    if (previous) db.prepare("DELETE FROM sessions WHERE id = ?").run(previous.id);
    db.prepare("INSERT INTO sessions (id, cust_id, created_at, expires_at) VALUES (?, ?, ?, ?)").run(id, custId, nowMs, nowMs + SESSION_TTL_MS);
  })();
  setCookie(c, SESSION_COOKIE, id, { httpOnly: true, sameSite: "Lax", path: "/", secure: viaHttps(c), maxAge: SESSION_TTL_MS / 1000 });
  return { id, custId };
}

/** Ends a session on the server and clears the cookie. */
export function endSession(c: Context, db: Db, session: Session | null): void {
  if (session) db.prepare("DELETE FROM sessions WHERE id = ?").run(session.id);
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: viaHttps(c) });
}
