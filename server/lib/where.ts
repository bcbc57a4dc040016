/**
 * A WHERE clause under construction (conditions joined with AND). Conditions are fixed SQL written in
 * code; every value goes in `args` behind a placeholder, so the SQL text never depends on a request.
 */
export class Where {
  readonly conds: string[] = [];
  readonly args: unknown[] = [];
  add(cond: string, ...args: unknown[]): this {
    this.conds.push(cond);
    this.args.push(...args);
    return this;
  }
  /** `column` is one of `values` (none given: no condition). The list is bound as one JSON array, so its length does not change the SQL text. */
  in(column: string, values: readonly unknown[]): this {
    return values.length ? this.add(`${column} IN ${jsonValues}`, JSON.stringify(values)) : this;
  }
  get sql(): string {
    return this.conds.length ? `WHERE ${this.conds.join(" AND ")}` : "";
  }
}

/** A subquery over a list bound as one JSON array (`x IN ${jsonValues}` with the JSON text as its value). */
export const jsonValues = "(SELECT value FROM json_each(?))";

/** A LIKE pattern matching text anywhere, with the user's wildcards escaped (use with ESCAPE '\\'). */
export const likeText = (s: string): string => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
