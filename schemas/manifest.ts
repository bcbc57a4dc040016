import { z } from "zod";
import { brandGroupSchema } from "./brands.ts";
import { featureSchema, localeSchema, localizedTextSchema, screenIdSchema } from "./manifest-common.ts";
import { conditionalRedirectSchema, propValue, routeSetIdSchema } from "./route-set.ts";

const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time HH:mm between 00:00 and 23:59");

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
    props: z.record(z.string(), propValue).optional().describe("Props passed to the screen of a landing or gate path"),
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
