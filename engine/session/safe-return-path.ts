// Control characters (C0, DEL, C1) and the separators URL parsers drop or browsers treat as breaks.
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const MAX_LENGTH = 2048;

const isRooted = (path: string) => path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");

/**
 * The path to return to after login, when `value` is a path of this origin ("/hanam/myinfo?x=1");
 * null for anything else (another host, "//host", "/\host", a scheme, control characters). The
 * answer is the parsed path, so what the router gets is what was checked.
 */
export function safeReturnPath(value: unknown, origin: string): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!isRooted(value) || CONTROL.test(value) || value.includes("\\")) return null;
  let url: URL;
  try {
    const base = new URL(origin);
    url = new URL(value, base);
    if (url.origin !== base.origin) return null;
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into "//host" ("/..//evil.example"): check the result again.
  return isRooted(path) ? path : null;
}
