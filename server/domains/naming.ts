import { posix } from "node:path";

/**
 * The one naming scheme of the files in a domain folder (server/domains/<domain>/), so a reader
 * knows a file's role from its name:
 *   index.ts                  the domain's registration, and what it lends other domains
 *   routes.ts, routes-<x>.ts  endpoint handlers (route definitions)
 *   store.ts, store-<x>.ts    SQL and data access
 *   data-<x>.ts               static data used at run time
 *   migrations.ts             the domain's tables
 *   seed.ts, seed-<x>.ts      the seed, its texts and images
 *   testing.ts                fixtures other tests import
 *   <x>.test.ts               tests
 *   <rule>.ts                 pure domain logic (roulette, stamp plan, tokens, receipt printout…)
 * Names of the older schemes are refused, with the name to use instead.
 *
 * A domain reaches another only through that domain's index.ts, which re-exports what it lends
 * (coupons to events and stamps, members to the app shell...); tests and testing.ts may also use
 * another domain's testing.ts. Helpers without a domain of their own live in server/lib.
 */
const OLD: readonly [RegExp, string][] = [
  [/^handlers(-|\.ts$)/, "routes.ts or routes-<area>.ts"],
  [/-routes\.ts$/, "routes-<area>.ts"],
  [/^queries\.ts$/, "store.ts"],
  [/-rows\.ts$/, "store-<area>.ts"],
  [/^test-support/, "testing.ts"],
  [/^(?!seed-|data-).*-(data|text)\.ts$/, "data-<part>.ts (static data) or seed-<part>.ts (seeding)"],
];

const KNOWN = /^(index|migrations|seed|testing|routes|store)\.ts$|^(routes|store|data|seed)-[a-z0-9-]+\.ts$|^[a-z0-9-]+\.test\.ts$/;
const RULE = /^[a-z][a-z0-9-]*\.ts$/;

/** Why a domain file's name breaks the scheme, or null when it fits. */
export function namingProblem(file: string): string | null {
  for (const [re, instead] of OLD) if (re.test(file)) return `${file}: an old name; call it ${instead}`;
  if (KNOWN.test(file) || RULE.test(file)) return null;
  return `${file}: not a name of the scheme (server/domains/naming.ts)`;
}

/**
 * Why an import in a domain file reaches into another domain past its index.ts, or null when it does
 * not. file: "<domain>/<name>" (relative to server/domains); spec: the import's specifier.
 */
export function borrowingProblem(file: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const [domain, name = ""] = file.split("/");
  const target = posix.join("domains", domain!, spec).split("/");
  if (target[0] !== "domains" || target.length !== 3 || target[1] === domain) return null;
  const forTests = name === "testing.ts" || name.endsWith(".test.ts");
  if (target[2] === "index.ts" || (forTests && target[2] === "testing.ts")) return null;
  return `${file}: imports ${spec}; another domain is reached through its index.ts${forTests ? " or testing.ts" : ""} (export what it lends there)`;
}
