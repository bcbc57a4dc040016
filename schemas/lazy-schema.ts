let madeCount = 0;

/** How many stand-ins have made their value so far (a module that reads one at its top level shows here). */
export const lazySchemasMade = () => madeCount;

/**
 * A value made the first time anything reads it, and kept: a shared zod model (or a shape of
 * fields spread into several models) written at a module's top level, which would otherwise be
 * built when the module is evaluated. zod's constructors are the larger part of the contract
 * chunk's evaluation (about 17 of its 23 ms on a cold page, unthrottled: one long task on a
 * phone's CPU), and a page reads a handful of its models: the rest are never built
 * (docs/decisions/0063).
 *
 * The value is a stand-in that forwards every read, write, key listing and prototype question to
 * the made object, so it can be used wherever the object can: nested in another schema, extended,
 * spread, parsed, checked. It is not the made object itself: code that keys a map by a schema (a
 * registry) sees two. Module-level code must not read one while the module is evaluated, or it is
 * made there after all.
 */
export function lazySchema<T extends object>(make: () => T): T {
  let made: T | undefined;
  const real = (): T => {
    if (made === undefined) {
      made = make();
      madeCount += 1;
    }
    return made;
  };
  // The target is a plain extensible object that never gets a property: every trap answers from
  // the made object, and a property reported as configurable keeps the proxy's invariants.
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(real(), key);
      return d && { ...d, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
