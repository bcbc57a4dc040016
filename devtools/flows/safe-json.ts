/**
 * JSON for showing live values: actor references print as `[actor id]`, repeated objects as
 * `[circular]`, functions are left out, so a context holding spawned actors still prints.
 */
export function safeJson(value: unknown, space?: number): string {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (typeof v === "function") return undefined;
      if (v === null || typeof v !== "object") return v;
      if ("sessionId" in v && "send" in v) return `[actor ${String((v as { id?: unknown }).id)}]`;
      if (seen.has(v)) return "[circular]";
      seen.add(v);
      return v;
    },
    space,
  );
  return text ?? "undefined";
}
