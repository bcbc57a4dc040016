/**
 * The one naming scheme of the files in a domain folder (server/domains/<domain>/), so a reader
 * knows a file's role from its name:
 *   index.ts                  the domain's registration (routes, migrations, seed)
 *   routes.ts, routes-<x>.ts  endpoint handlers (route definitions)
 *   store.ts, store-<x>.ts    SQL and data access
 *   data-<x>.ts               static data used at run time
 *   migrations.ts             the domain's tables
 *   seed.ts, seed-<x>.ts      the seed, its texts and images
 *   testing.ts                fixtures other tests import
 *   <x>.test.ts               tests
 *   <rule>.ts                 pure domain logic (roulette, stamp plan, tokens, receipt printout…)
 * Names of the older schemes are refused, with the name to use instead.
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
