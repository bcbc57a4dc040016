import fc from "fast-check";

// Values a fuzzed field takes: of any JSON type, at the edges of what a field holds (empty, very
// long, zero, negative, huge, not a number), in any encoding (every code point, lone surrogates,
// NUL, right-to-left marks, full-width digits), and text that means something to a parser.

const TRICKY_TEXT: readonly string[] = [
  "",
  " ",
  "0",
  "-1",
  "1.5",
  "1e309",
  "NaN",
  "Infinity",
  "9007199254740993",
  "99999999999999999999999",
  "０１２３",
  "true",
  "null",
  "undefined",
  "Y",
  "N",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF\uD800",
  "\u202Egnp.exe",
  "\uFEFF",
  "%00",
  "%E0%A4%A",
  "../../etc/passwd",
  "'; DROP TABLE tnt_tenant; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
  "__proto__",
  "constructor",
  "2026-02-30",
  "2026-13-01",
  "99991231",
  "00000000",
  "T01%",
  "%",
  "_",
  "\\",
  "가".repeat(1000),
  "x".repeat(10_000),
];

/** A random value for one field. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...TRICKY_TEXT) },
    { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 200, maxLength: 3000 }) },
    { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), Number.MAX_VALUE)) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** The field names of an object schema (none for any other schema): the names a fuzzed value goes under. */
export function fieldsOf(schema: unknown): string[] {
  return Object.keys((schema as { def?: { shape?: Record<string, unknown> } }).def?.shape ?? {});
}
