/** JSON with object keys sorted, so equal values give equal text whatever their key order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** What makes two calls identical for the duplicate-call guard: endpoint, params, input and custid. */
export function callKey(endpointId: string, params: unknown, input: unknown, custId: string | null): string {
  return `${endpointId} ${stable({ params, input, custId })}`;
}
