import * as z from "zod/mini";
import { brandGroupSchema, footerSchema } from "./brands.ts";
import { featureSchema, localeSchema, localizedTextSchema, screenIdSchema } from "./manifest-common.ts";
import { mallPagesSchema, rentalVenuesSchema } from "./mall-content.ts";
import { lectureApplySchema, programTitleSchema } from "./manifest-programs.ts";
import { mallVisitSchema } from "./mall-visit.ts";
import { conditionalRedirectSchema, propValue, type RouteSetId } from "./route-set.ts";

const hhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time HH:mm between 00:00 and 23:59"));

const mallPath = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, "must be a path name of letters, digits and _"));

/** A calendar day, YYYY-MM-DD. */
const isoDay = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be a day, YYYY-MM-DD"));

export const mallManifestSchema = z.strictObject({
  $schema: z.optional(z.string()),
  path: mallPath.check(z.describe("First path segment: /{path}/…")),
  kind: z
    .enum(["mall", "landing", "gate", "redirect"])
    .check(z.describe("mall: a route set under /{path}; landing or gate: one screen at /{path}; redirect: /{path} goes elsewhere")),
  code: z.optional(z.string().check(z.regex(/^\d{2}$/, "must be a two-digit code"))),
  name: localizedTextSchema,
  brand: brandGroupSchema.shape.id,
  routeSet: z.optional(z.enum(["standard", "centerfield", "suwon", "granseoul"] as const satisfies readonly Exclude<RouteSetId, "top">[])),
  screen: z.optional(screenIdSchema).check(z.describe("The screen of a landing or gate path")),
  props: z.optional(z.record(z.string(), propValue)).check(z.describe("Props passed to the screen of a landing or gate path")),
  redirectTo: z.optional(z.string()).check(z.describe("Target of a redirect path")),
  contextMall: z.optional(mallPath).check(z.describe("Mall whose context a landing page uses (suwon_teaser → suwon)")),
  visitedRedirect: z.boolean().check(z.describe("The entry gate may send a returning visitor here by the stored visitedMallCode")),
  locales: z
    .strictObject({
      default: localeSchema,
      available: z.array(localeSchema).check(z.minLength(1)),
    })
    .check(z.describe("available has one entry: the locale is forced; two: the user can switch")),
  hours: z.strictObject({ open: hhmm, close: hhmm }).check(z.describe("Opening hours shown to visitors")),
  title: z
    .discriminatedUnion("rule", [z.strictObject({ rule: z.literal("brand") }), z.strictObject({ rule: z.literal("fixed"), text: localizedTextSchema })])
    .check(z.describe("brand: the brand word in titles is replaced by the mall name; fixed: one title everywhere")),
  product: z.string().check(z.regex(/^[a-z]+$/), z.describe("The word substituted for {product} in paths and API calls (tenant/{product}Kids)")),
  features: z.array(featureSchema),
  chrome: z
    .optional(z.enum(["standard", "site"]))
    .check(
      z.describe(
        "The page frame: standard (default) is the shared header and drawer; site is the mall's own header, navigation from the site menu (content.cfMenu) and footer, as Centerfield has",
      ),
    ),
  pageAssets: z
    .optional(
      z.strictObject({
        bodyClass: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, "a lower-case class name"))),
        stylesheets: z.optional(z.array(z.string().check(z.regex(/^\/[A-Za-z0-9_./-]+\.css$/, "a site path ending in .css"))).check(z.maxLength(4))),
      }),
    )
    .check(
      z.describe(
        "What the mall's pages add to the document outside the app's tree (a body class, stylesheets): added on entering the mall, removed with everything else its pages added when the visitor leaves it (Gran Seoul)",
      ),
    ),
  gate: z
    .optional(
      z.strictObject({
        section: z.enum(["main", "city", "centerfield"]),
        index: z.number().check(z.int(), z.gte(0)),
        image: z.string().check(z.regex(/^\/[A-Za-z0-9_./-]+\.(svg|png|jpg|webp)$/)),
        to: z.optional(z.string()).check(z.describe("Link target (defaults to /{path})")),
      }),
    )
    .check(z.describe("Where this mall is listed on the entry gate")),
  shopsSite: z
    .optional(
      z.strictObject({
        desktop: z.url(),
        mobile: z.url(),
        redirectDesktop: z
          .optional(z.boolean())
          .check(z.describe("Desktop browsers (never the app) are sent to the desktop site from every page of this mall; ?mobile=1 keeps a tab here")),
      }),
    )
    .check(z.describe("External shops site (Centerfield)")),
  winners: z
    .optional(
      z.strictObject({
        seatColumn: z.boolean(),
        latinWrap: z.number().check(z.int(), z.positive()),
        otherWrap: z.number().check(z.int(), z.positive()),
      }),
    )
    .check(z.describe("Winner table layout; defaults: seat column shown, names wrap at 9 (Latin) and 5 (other)")),
  showNotice: z.optional(localizedTextSchema).check(z.describe("Entry rules shown with show programs")),
  lectureApply: z.optional(lectureApplySchema),
  programTitle: z.optional(programTitleSchema),
  redirects: z.optional(z.array(conditionalRedirectSchema)).check(z.describe("Redirects that apply to this mall only")),
  foodCourts: z
    .optional(z.array(z.string().check(z.regex(/^[A-Za-z]{1,30}$/, "must be a food court key (letters only)"))).check(z.minLength(1), z.maxLength(5)))
    .check(
      z.describe(
        "The food courts of the dining page's food-court tab, by key (cafeDining/{foodCourt}.do: foodCourt, gourmetHall); without them the tab says the mall has none",
      ),
    ),
  roulette: z
    .optional(
      z.strictObject({
        windows: z
          .array(
            z.strictObject({
              from: isoDay.check(z.describe("First day the roulette page spins (Asia/Seoul)")),
              to: isoDay.check(z.describe("Last day the roulette page spins (Asia/Seoul)")),
            }),
          )
          .check(z.minLength(1)),
      }),
    )
    .check(
      z.describe(
        "When the roulette page (event/main/roulette) is open; it spins the roulette event running then (from the event list). Without it the page is closed",
      ),
    ),
  visit: z
    .optional(mallVisitSchema)
    .check(z.describe("Address, phone, coordinates, area map, closed days, site facts and the ways there (about and directions pages)")),
  parking: z
    .optional(
      z.strictObject({
        free: z.optional(z.literal(true)).check(z.describe("Parking is free for everyone (anseong); give this or fee")),
        fee: z
          .optional(
            z.strictObject({
              freeMinutes: z.number().check(z.int(), z.gte(0), z.lte(1440), z.describe("Minutes every car parks free")),
              unitMinutes: z.number().check(z.int(), z.gte(1), z.lte(1440), z.describe("After the free minutes, the fee is charged per this many minutes")),
              unitWon: z.number().check(z.int(), z.gte(0), z.lte(100_000), z.describe("The fee per unit, in won")),
              dailyMaxWon: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1_000_000))).check(z.describe("The most a car pays in a day, in won")),
              validation: z
                .array(
                  z.strictObject({
                    spendWon: z.number().check(z.int(), z.gte(1), z.lte(100_000_000), z.describe("Same-day purchases of at least this many won")),
                    freeMinutes: z.number().check(z.int(), z.gte(1), z.lte(1440), z.describe("give this many free minutes in all")),
                  }),
                )
                .check(z.maxLength(5), z.describe("Free parking for purchases, lowest spend first")),
            }),
          )
          .check(z.describe("The fees of a paid car park; give this or free")),
        entrances: z.array(localizedTextSchema).check(z.minLength(1), z.maxLength(8), z.describe("The car park's entrances, one line each")),
      }),
    )
    .check(z.describe("The parking page's fees, free-parking rules and entrances; without it the page shows the live counts and the map only")),
  footerTerms: z
    .optional(footerSchema.shape.terms)
    .check(
      z.describe(
        "The terms this mall's footer links, in order, instead of brands.json footer.terms (Centerfield's operation, privacy and service terms); each opens the terms dialog where the page declares it, else the mall's terms page",
      ),
    ),
  pages: z.optional(mallPagesSchema).check(z.describe("The static pages of /page?id=<id>, by id (plain text, Korean and English)")),
  rentalVenues: z.optional(rentalVenuesSchema).check(z.describe("The venue rental pages (store/rentalInfo/<venue>): the rental desk and each venue")),
});
export type MallManifest = z.output<typeof mallManifestSchema>;
