import * as z from "zod/mini";
import { lazySchema } from "../lazy-schema.ts";

/** The route set a merged screen is mounted by, when its layout differs (docs/decisions/0007). */
export const brandVariant = lazySchema(() =>
  z
    ._default(z.enum(["standard", "centerfield", "suwon", "granseoul"]), "standard")
    .check(z.describe("Layout of the route set that mounts this screen (standard unless the route says otherwise)")),
);

/** A screen that takes no props: any prop in the manifest is a mistake. */
export const noProps = lazySchema(() => z.strictObject({}));

/** A test variant of a real screen (loginTest, introTest, qrTest). */
export const testFlag = lazySchema(() => z._default(z.boolean(), false).check(z.describe("The route is the screen's test page")));

/** Kinds of cultural programs (spec part-1 §3 Program). */
export const programKind = lazySchema(() => z.enum(["kids", "library", "cityLounge"]).check(z.describe("Which program area the screen shows")));

/** Props of a screen that only differs by route set. */
export const variantOnly = lazySchema(() => z.strictObject({ variant: brandVariant }));

/** A query flag: "true", "Y" or "1" turn it on; anything else (or nothing) leaves it off. */
export const queryFlag = lazySchema(() =>
  z.pipe(
    z.optional(z.string()),
    z.transform((v) => v === "true" || v === "Y" || v === "1"),
  ),
);

/**
 * A return path from the query: a path of this site only (one leading slash, no scheme, no
 * backslash, no control characters). The screen checks it against the page's origin once more
 * before navigating (engine/session/safe-return-path.ts).
 */
export const returnPath = lazySchema(() =>
  z.optional(
    z.string().check(
      z.maxLength(2048),
      // oxlint-disable-next-line no-control-regex -- refusing control characters is the point
      z.regex(/^\/(?![/\\])[^\\\u0000-\u001f\u007f-\u009f]*$/, "must be a path of this site"),
    ),
  ),
);

/** The route set a screen is mounted by. */
export type BrandVariant = z.output<typeof brandVariant>;
