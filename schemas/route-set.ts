import { z } from "zod";
import { featureSchema, routeFlagsSchema, screenIdSchema, type Feature } from "./manifest-common.ts";

const routePath = z
  .string()
  .regex(
    /^(\/?([A-Za-z0-9_.{}-]+|:[A-Za-z][A-Za-z0-9]*|\*)(\/([A-Za-z0-9_.{}-]+|:[A-Za-z][A-Za-z0-9]*|\*))*|\/|)$/,
    "must be a path of segments (letters, digits, - _ . {product}), :params or *, without a trailing slash",
  );

const redirectTarget = z
  .string()
  .min(1)
  .describe(
    "Where to send the user: a path relative to the mall (event/main), an absolute path (/anseong/event/main/roulette), " +
      "or @visitedMall (the mall where the user is located). :params of the source path are substituted.",
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
  children?: RouteNodeInput[] | undefined;
}

export const routeNodeSchema: z.ZodType<RouteNodeInput> = z
  .object({
    path: routePath.describe("Path relative to the parent route; \"\" is the parent's own path"),
    name: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9{}]*$/)
      .optional()
      .describe("Route name (Main, EventMainDetail, cfFloor…); names containing Detail trigger the page-info lookup"),
    screen: screenIdSchema.optional(),
    redirect: redirectTarget.optional(),
    defaultChild: z.string().optional().describe("Path of the child this route redirects to"),
    props: z.record(z.string(), propValue).optional().describe("Props passed to the screen"),
    title: z
      .string()
      .regex(/^[a-z][A-Za-z0-9.]*$/)
      .optional()
      .describe("Message id of the page title (engine/i18n catalogues)"),
    flags: routeFlagsSchema.optional(),
    feature: featureSchema.optional().describe("Mounted only where the mall enables this feature"),
    mall: z.string().optional().describe("Force the current mall on this route (/nextFieldWork forces suwon)"),
    query: z.array(z.string()).optional().describe("Query parameters this route reads (documentation)"),
    layout: z
      .boolean()
      .optional()
      .describe("The screen is its children's frame (a section's tabs): it renders them in its outlet instead of being replaced by them"),
    get children() {
      return z.array(routeNodeSchema).optional();
    },
  })
  .strict()
  .refine((r) => [r.screen, r.redirect, r.defaultChild].filter((v) => v !== undefined).length === 1, {
    message: "a route needs exactly one of screen, redirect or defaultChild",
  });

export const conditionalRedirectSchema = z
  .object({
    from: routePath.describe("A declared route path (relative to the mall) whose params are tested"),
    when: z.record(z.string(), z.string()).describe("Param values that trigger the redirect"),
    to: redirectTarget,
    reason: z.string().optional().describe("Why this redirect exists (for operators)"),
  })
  .strict();
export type ConditionalRedirect = z.output<typeof conditionalRedirectSchema>;

export const quickLinkSchema = z
  .object({
    feature: featureSchema,
    to: routePath.describe("Route path relative to the mall"),
    label: z.string().describe("Message id of the label"),
    icon: z.string().regex(/^[a-z][a-zA-Z]*$/).describe("Icon name (engine/ui/icon.tsx)"),
  })
  .strict();

export const routeSetIdSchema = z.enum(["standard", "centerfield", "suwon", "granseoul", "top"]);
export type RouteSetId = z.output<typeof routeSetIdSchema>;

export const routeSetSchema = z
  .object({
    $schema: z.string().optional(),
    id: routeSetIdSchema,
    scope: z
      .enum(["mall", "top"])
      .describe("mall: routes mount under /{mall} of every mall using this set; top: absolute paths"),
    description: z.string().optional(),
    routes: z.array(routeNodeSchema).min(1),
    redirects: z.array(conditionalRedirectSchema).optional(),
    quickLinks: z.array(quickLinkSchema).optional().describe("Mall-home quick links, shown when the feature is on"),
  })
  .strict();
export type RouteSet = z.output<typeof routeSetSchema>;
export type RouteNode = RouteNodeInput;
