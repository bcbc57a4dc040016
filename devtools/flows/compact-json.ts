/**
 * JSON that stays on one line while it fits `width`, and otherwise breaks one level at a time
 * (a list of malls prints one mall per line). Still valid JSON, for pasting into issues.
 */
export function compactJson(value: unknown, width = 100, indent = 0, prefix = 0): string {
  const flat = JSON.stringify(value) ?? "undefined";
  if (indent + prefix + flat.length <= width || value === null || typeof value !== "object") return flat;
  const pad = " ".repeat(indent + 2);
  const close = " ".repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((v) => pad + compactJson(v, width, indent + 2)).join(",\n")}\n${close}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "{}";
  const lines = entries.map(([k, v]) => {
    const key = `${JSON.stringify(k)}: `;
    return pad + key + compactJson(v, width, indent + 2, key.length);
  });
  return `{\n${lines.join(",\n")}\n${close}}`;
}
