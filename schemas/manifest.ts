import { z } from "zod";
import { screenIds } from "./screen-ids.ts";

/** Languages the app ships catalogues for. */
export const localeSchema = z.enum(["ko", "en"]);
export type Locale = z.output<typeof localeSchema>;

export const localizedTextSchema = z
  .object({
    ko: z.string().min(1).describe("Korean text (always required: Korean is the default locale)"),
    en: z.string().min(1).describe("English text"),
  })
  .strict();

const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time HH:mm between 00:00 and 23:59");

export const screenIdSchema = z.enum(screenIds).describe("A registered screen id (engine/screens.ts)");

/** Areas a mall can switch on; routes tagged with a feature mount only where it is enabled. */
export const featureSchema = z.enum([
  "stores",
  "floors",
  "parking",
  "directions",
  "events",
  "coupons",
  "stamps",
  "kids",
  "library",
  "cityLounge",
  "rental",
  "investor",
  "exhibitions",
  "service",
  "membership",
  "receipts",
  "mycar",
  "search",
  "dining",
  "entertainment",
  "luxury",
  "momAndKids",
  "anchorTenants",
  "specialGuide",
  "brandPromotion",
  "partnerCard",
  "loyalty",
  "club",
  "games",
  "spaceContent",
]);
export type Feature = z.output<typeof featureSchema>;

export const routeFlagsSchema = z
  .object({
    showTop: z.boolean().optional().describe("Show the to-top control on this route"),
    hideHeader: z.boolean().optional().describe("Hide the shared header on this route"),
    noSharedUi: z
      .boolean()
      .optional()
      .describe("The screen does not use the shared component library (the myinfo area)"),
    keepDrawer: z
      .boolean()
      .optional()
      .describe("Navigating to this route does not close an open drawer (intro, layouts and app paths)"),
    cached: z.boolean().optional().describe("Keep the screen mounted when navigating away (Suwon main)"),
    devOnly: z.boolean().optional().describe("Mounted only in development builds (/layouts)"),
  })
  .strict();
export type RouteFlags = z.output<typeof routeFlagsSchema>;

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

const propValue = z.union([z.string(), z.number(), z.boolean()]);

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

const hostName = z
  .string()
  .regex(/^[a-z0-9.-]+(:\d+)?$/, "must be a host name (and optional port), without scheme");
const cssColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a #rrggbb colour");

export const brandGroupSchema = z
  .object({
    id: z.enum(["main", "city", "centerfield", "suwon", "granseoul", "unjeong"]),
    name: localizedTextSchema,
    hosts: z
      .object({
        production: hostName.describe("Production mobile host of this brand group"),
        development: z.array(hostName).min(1).describe("Hosts used when running locally"),
      })
      .strict(),
    introTokenGroup: z
      .enum(["main", "city"])
      .describe("Brand group whose host receives /api/{branch}/{xToken}/{custId}/introToken"),
    theme: z
      .object({
        primary: cssColor,
        onPrimary: cssColor,
        accent: cssColor,
        surface: cssColor,
      })
      .strict(),
  })
  .strict();
export type BrandGroup = z.output<typeof brandGroupSchema>;

export const brandsSchema = z
  .object({
    $schema: z.string().optional(),
    brandWord: z.string().min(1).describe("The word in page titles replaced by the mall name"),
    baseTitle: localizedTextSchema.describe("Page title before the brand word is replaced"),
    gateSections: z
      .array(
        z
          .object({
            id: z.enum(["main", "city", "centerfield"]),
            label: localizedTextSchema,
          })
          .strict(),
      )
      .length(3)
      .describe("Entry-gate sections in order; the first is open at start"),
    groups: z.array(brandGroupSchema).min(1),
  })
  .strict();
export type Brands = z.output<typeof brandsSchema>;

const mallPath = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, "must be a path name of letters, digits and _");

export const mallManifestSchema = z
  .object({
    $schema: z.string().optional(),
    path: mallPath.describe("First path segment: /{path}/…"),
    kind: z
      .enum(["mall", "landing", "gate", "redirect"])
      .describe("mall: a route set under /{path}; landing or gate: one screen at /{path}; redirect: /{path} goes elsewhere"),
    code: z.string().regex(/^\d{2}$/, "must be a two-digit code").optional(),
    name: localizedTextSchema,
    brand: brandGroupSchema.shape.id,
    routeSet: routeSetIdSchema.exclude(["top"]).optional(),
    screen: screenIdSchema.optional().describe("The screen of a landing or gate path"),
    redirectTo: z.string().optional().describe("Target of a redirect path"),
    contextMall: mallPath.optional().describe("Mall whose context a landing page uses (suwon_teaser → suwon)"),
    visitedRedirect: z
      .boolean()
      .describe("The entry gate may send a returning visitor here by the stored visitedMallCode"),
    locales: z
      .object({
        default: localeSchema,
        available: z.array(localeSchema).min(1),
      })
      .strict()
      .describe("available has one entry: the locale is forced; two: the user can switch"),
    hours: z.object({ open: hhmm, close: hhmm }).strict().describe("Opening hours shown to visitors"),
    title: z
      .discriminatedUnion("rule", [
        z.object({ rule: z.literal("brand") }).strict(),
        z.object({ rule: z.literal("fixed"), text: localizedTextSchema }).strict(),
      ])
      .describe("brand: the brand word in titles is replaced by the mall name; fixed: one title everywhere"),
    product: z
      .string()
      .regex(/^[a-z]+$/)
      .describe("The word substituted for {product} in paths and API calls (tenant/{product}Kids)"),
    features: z.array(featureSchema),
    gate: z
      .object({
        section: z.enum(["main", "city", "centerfield"]),
        index: z.number().int().min(0),
        image: z.string().regex(/^\/[A-Za-z0-9_./-]+\.(svg|png|jpg|webp)$/),
        to: z.string().optional().describe("Link target (defaults to /{path})"),
      })
      .strict()
      .optional()
      .describe("Where this mall is listed on the entry gate"),
    shopsSite: z
      .object({ desktop: z.url(), mobile: z.url() })
      .strict()
      .optional()
      .describe("External shops site (Centerfield)"),
    winners: z
      .object({
        seatColumn: z.boolean(),
        latinWrap: z.number().int().positive(),
        otherWrap: z.number().int().positive(),
      })
      .strict()
      .optional()
      .describe("Winner table layout; defaults: seat column shown, names wrap at 9 (Latin) and 5 (other)"),
    showNotice: localizedTextSchema.optional().describe("Entry rules shown with show programs"),
    lectureApply: z
      .enum(["kidsApply", "cityLoungeApply", "event"])
      .optional()
      .describe("Where a program's apply button goes (default kidsApply)"),
    redirects: z.array(conditionalRedirectSchema).optional().describe("Redirects that apply to this mall only"),
  })
  .strict();
export type MallManifest = z.output<typeof mallManifestSchema>;
