import { z } from "zod";
import { localizedTextSchema } from "./manifest-common.ts";

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

const linkHost = z
  .string()
  .regex(
    /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?$/,
    'must be a lower-case host name (optional port), or "*." and a domain to allow its subdomains',
  );
// Web, contact and script schemes have their own rules in the link classifier; they are never app links.
const appScheme = z
  .string()
  .regex(
    /^(?!(javascript|vbscript|data|blob|file|about|filesystem|view-source|jar|http|https|tel|mailto|ws|wss|ftp)$)[a-z][a-z0-9+.-]*$/,
    "must be a lower-case URL scheme without the colon, other than a web, contact or script scheme",
  );

export const linkRulesSchema = z
  .object({
    externalHosts: z
      .array(linkHost)
      .describe('https hosts that links from data may open outside the app; "*.domain" allows its subdomains only'),
    appSchemes: z.array(appScheme).describe("Deep-link schemes handed over to an app (the operator app's own scheme)"),
  })
  .strict();
export type LinkRules = z.output<typeof linkRulesSchema>;

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
    links: linkRulesSchema
      .optional()
      .describe("Which links from data (banners, events, server HTML) the app follows; absent: same-origin links only"),
  })
  .strict();
export type Brands = z.output<typeof brandsSchema>;
