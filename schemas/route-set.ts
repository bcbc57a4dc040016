import * as z from "zod/mini";
import { featureSchema, routeFlagsSchema, screenIdSchema, type Feature } from "./manifest-common.ts";

const routePath = z
  .string()
  .check(
    z.regex(
      /^(\/?([A-Za-z0-9_.{}-]+|:[A-Za-z][A-Za-z0-9]*|\*)(\/([A-Za-z0-9_.{}-]+|:[A-Za-z][A-Za-z0-9]*|\*))*|\/|)$/,
      "must be a path of segments (letters, digits, - _ . {product}), :params or *, without a trailing slash",
    ),
  );

const redirectTarget = z
  .string()
  .check(
    z.minLength(1),
    z.describe(
      "Where to send the user: a path relative to the mall (event/main), an absolute path (/anseong/event/main/roulette), " +
        "or @visitedMall (the mall where the user is located). :params of the source path are substituted.",
    ),
  );

export const propValue = z.union([z.string(), z.number(), z.boolean()]);

export interface RouteNodeInput {
  path: string;
  name?: string | undefined;
  screen?: z.input<typeof screenIdSchema> | undefined;
  redirect?: string | undefined;
  defaultChild?: string | undefined;
  props?: Record<string, string | number | boolean> | undefined;
  title?: string | undefined;
  flags?: z.input<typeof routeFlagsSchema> | undefined;
  feature?: Feature | undefined;
  mall?: string | undefined;
  query?: string[] | undefined;
  layout?: boolean | undefined;
  canonical?: boolean | undefined;
  children?: RouteNodeInput[] | undefined;
}

export const routeNodeSchema: z.ZodMiniType<RouteNodeInput> = z
  .strictObject({
    path: routePath.check(z.describe('Path relative to the parent route; "" is the parent\'s own path')),
    name: z
      .optional(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9{}]*$/)))
      .check(z.describe("Route name (Main, EventMainDetail, cfFloor…); names containing Detail trigger the page-info lookup")),
    screen: z.optional(screenIdSchema),
    redirect: z.optional(redirectTarget),
    defaultChild: z.optional(z.string()).check(z.describe("Path of the child this route's own path redirects to (a layout stays its children's frame)")),
    props: z.optional(z.record(z.string(), propValue)).check(z.describe("Props passed to the screen")),
    title: z.optional(z.string().check(z.regex(/^[a-z][A-Za-z0-9.]*$/))).check(z.describe("Message id of the page title (engine/i18n catalogues)")),
    flags: z.optional(routeFlagsSchema),
    feature: z.optional(featureSchema).check(z.describe("Mounted only where the mall enables this feature")),
    mall: z.optional(z.string()).check(z.describe("Force the current mall on this route (/nextFieldWork forces suwon)")),
    query: z
      .optional(z.array(z.string()))
      .check(z.describe("Query parameters this route reads; the shell shows the query dialogs (cfSearch) of those declared here")),
    layout: z
      .optional(z.boolean())
      .check(z.describe("The screen is its children's frame (a section's tabs): it renders them in its outlet instead of being replaced by them")),
    canonical: z
      .optional(z.literal(true))
      .check(
        z.describe(
          "Links by screen id go to this route when others of the set mount the same screen with the same path params (the others stay as addresses); docs/decisions/0021",
        ),
      ),
    // Lazy, not a getter: zod/mini's check() copies the definition, which would read a getter
    // before routeNodeSchema exists.
    children: z.optional(z.array(z.lazy(() => routeNodeSchema))),
  })
  .check(
    z.refine(
      (r) =>
        [r.screen, r.redirect, r.defaultChild].filter((v) => v !== undefined).length === 1 ||
        (r.layout === true && r.screen !== undefined && r.defaultChild !== undefined && r.redirect === undefined),
      { message: "a route needs exactly one of screen, redirect or defaultChild (a layout may have a screen and a defaultChild)" },
    ),
  );

export const conditionalRedirectSchema = z.strictObject({
  from: routePath.check(z.describe("A declared route path (relative to the mall) whose params are tested")),
  when: z.record(z.string(), z.string()).check(z.describe("Param values that trigger the redirect")),
  to: redirectTarget,
  reason: z.optional(z.string()).check(z.describe("Why this redirect exists (for operators)")),
});
export type ConditionalRedirect = z.output<typeof conditionalRedirectSchema>;

export const quickLinkSchema = z.strictObject({
  feature: featureSchema,
  to: routePath.check(z.describe("Route path relative to the mall")),
  label: z.string().check(z.describe("Message id of the label")),
  icon: z.string().check(z.regex(/^[a-z][a-zA-Z]*$/), z.describe("Icon name (engine/ui/icon.tsx)")),
});

export const routeSetIdSchema = z.enum(["standard", "centerfield", "suwon", "granseoul", "top"]);
export type RouteSetId = z.output<typeof routeSetIdSchema>;

export const routeSetSchema = z.strictObject({
  $schema: z.optional(z.string()),
  id: routeSetIdSchema,
  scope: z.enum(["mall", "top"]).check(z.describe("mall: routes mount under /{mall} of every mall using this set; top: absolute paths")),
  description: z.optional(z.string()),
  routes: z.array(routeNodeSchema).check(z.minLength(1)),
  redirects: z.optional(z.array(conditionalRedirectSchema)),
  quickLinks: z.optional(z.array(quickLinkSchema)).check(z.describe("Mall-home quick links, shown when the feature is on")),
});
export type RouteSet = z.output<typeof routeSetSchema>;
export type RouteNode = RouteNodeInput;
