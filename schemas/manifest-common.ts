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


export const screenIdSchema = z.enum(screenIds).describe("A registered screen id (app/screen-registry.ts)");

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
    requiresMember: z
      .boolean()
      .optional()
      .describe("Only a logged-in member sees this route (and its children); a visitor gets the login prompt"),
  })
  .strict();
export type RouteFlags = z.output<typeof routeFlagsSchema>;
