import * as z from "zod/mini";
import { localizedTextSchema } from "./manifest-common.ts";

const hostName = z.string().check(z.regex(/^[a-z0-9.-]+(:\d+)?$/, "must be a host name (and optional port), without scheme"));
const cssColor = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, "must be a #rrggbb colour"));

export const brandGroupSchema = z.strictObject({
  id: z.enum(["main", "city", "centerfield", "suwon", "granseoul", "unjeong"]),
  name: localizedTextSchema,
  hosts: z.strictObject({
    production: hostName.check(z.describe("Production mobile host of this brand group")),
    development: z.array(hostName).check(z.minLength(1), z.describe("Hosts used when running locally")),
  }),
  introTokenGroup: z.enum(["main", "city"]).check(z.describe("Brand group whose host receives /api/{branch}/{xToken}/{custId}/introToken")),
  theme: z.strictObject({
    primary: cssColor,
    onPrimary: cssColor,
    accent: cssColor,
    surface: cssColor,
  }),
});
export type BrandGroup = z.output<typeof brandGroupSchema>;

const linkHost = z
  .string()
  .check(
    z.regex(
      /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?$/,
      'must be a lower-case host name (optional port), or "*." and a domain to allow its subdomains',
    ),
  );
// Web, contact and script schemes have their own rules in the link classifier; they are never app links.
const appScheme = z
  .string()
  .check(
    z.regex(
      /^(?!(javascript|vbscript|data|blob|file|about|filesystem|view-source|jar|http|https|tel|mailto|ws|wss|ftp)$)[a-z][a-z0-9+.-]*$/,
      "must be a lower-case URL scheme without the colon, other than a web, contact or script scheme",
    ),
  );

export const linkRulesSchema = z
  .strictObject({
    externalHosts: z.array(linkHost).check(z.describe('https hosts that links from data may open outside the app; "*.domain" allows its subdomains only')),
    appSchemes: z.array(appScheme).check(z.describe("Deep-link schemes handed over to an app (the operator app's own scheme)")),
    ecatalogHosts: z
      .optional(z.array(linkHost))
      .check(
        z.describe(
          "Hosts of the e-catalog: a top banner or popup linking there is logged (logging.info, logType ecatalog) and opened in the device browser; each must be an external host too",
        ),
      ),
  })
  .check(
    z.superRefine((rules, ctx) => {
      (rules.ecatalogHosts ?? []).forEach((host, i) => {
        if (!rules.externalHosts.includes(host))
          ctx.addIssue({ code: "custom", path: ["ecatalogHosts", i], message: `must also be listed in externalHosts (${host} is not)`, input: host });
      });
    }),
  );
export type LinkRules = z.output<typeof linkRulesSchema>;

/** The operator's footer on the mall homes: the company's lines and the terms pages. */
export const footerSchema = z.strictObject({
  company: localizedTextSchema.check(z.describe("The operating company's name")),
  lines: z.array(localizedTextSchema).check(z.describe("The company's details, one line each (representative, registration number, address, customer centre)")),
  terms: z
    .array(
      z.strictObject({
        agreement: z
          .string()
          .check(z.regex(/^[a-z][a-z0-9_]*$/, "must be an agreement key such as privacy"), z.describe("The agreement page's key (?agreement=)")),
        label: localizedTextSchema,
        emphasis: z.optional(z.boolean()).check(z.describe("Shown in bold (the privacy policy, as the law asks)")),
      }),
    )
    .check(z.describe("Links to the agreement pages, in order")),
});
export type Footer = z.output<typeof footerSchema>;

export const brandsSchema = z.strictObject({
  $schema: z.optional(z.string()),
  brandWord: z.string().check(z.minLength(1), z.describe("The word in page titles replaced by the mall name")),
  baseTitle: localizedTextSchema.check(z.describe("Page title before the brand word is replaced")),
  gateSections: z
    .array(
      z.strictObject({
        id: z.enum(["main", "city", "centerfield"]),
        label: localizedTextSchema,
      }),
    )
    .check(z.length(3), z.describe("Entry-gate sections in order; the first is open at start")),
  groups: z.array(brandGroupSchema).check(z.minLength(1)),
  defaultMall: z
    .string()
    .check(
      z.regex(/^[A-Za-z][A-Za-z0-9_]*$/),
      z.describe("The mall (its path) the app falls back to where a page names none: a stored visit without a mall, a login without a mall context"),
    ),
  links: z.optional(linkRulesSchema).check(z.describe("Which links from data (banners, events, server HTML) the app follows; absent: same-origin links only")),
  footer: z.optional(footerSchema).check(z.describe("The footer of the mall homes; absent: none")),
});
export type Brands = z.output<typeof brandsSchema>;
