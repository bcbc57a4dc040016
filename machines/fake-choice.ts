// Picking one fake outcome per actor, shared by every machine's fakes (machines/*.fakes.ts).

/** One outcome name per actor of a fakes table (actor → outcome → actor logic). */
export type FakeChoice<F> = { [A in keyof F]: keyof F[A] };

/** The actors for `machine.provide({ actors })`: each actor's chosen outcome. */
export function pickFakeActors<F extends Record<string, Record<string, unknown>>>(fakes: F, choice: FakeChoice<F>): { [A in keyof F]: F[A][keyof F[A]] } {
  const entries = Object.keys(fakes).map((actor) => [actor, fakes[actor]?.[choice[actor] as string]]);
  return Object.fromEntries(entries) as { [A in keyof F]: F[A][keyof F[A]] };
}
