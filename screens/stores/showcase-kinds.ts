import type * as z from "zod/mini";
import type { Feature } from "../../schemas/manifest-common.ts";
import type { tenantFilters } from "../../schemas/api/tenants.ts";
import type { ScreenPropsOf } from "../../schemas/screens/props.ts";
import type { IdOf } from "../../engine/i18n/words.ts";
import type { showcaseMessages } from "./showcase.messages.ts";

// What each curated store page lists, as data. The seed's vocabulary (server/domains/tenants/brands.ts)
// decides the queries: the luxury sub-category (15) for luxury; the "kids friendly" benefit (5),
// which the seed gives every kids store (category 4) and the restaurants, for mom & kids; the
// "gift shopping" theme (5) for the special guide. Anchor tenants and hot places have their own endpoints.

export type ShowcaseKind = ScreenPropsOf<"tenantShowcase">["kind"];

export type ShowcaseSource =
  | { from: "anchorTenant" }
  | { from: "hotPlaces" }
  | { from: "categoryInfo"; filters: Omit<z.input<typeof tenantFilters>, "pageIndex"> };

export interface Showcase {
  source: ShowcaseSource;
  /** A note shown where the mall has the feature (hanam's VIP club counts luxury spend). */
  note?: { feature: Feature; messageId: IdOf<typeof showcaseMessages> };
}

export const SHOWCASES: Readonly<Record<ShowcaseKind, Showcase>> = {
  specialGuide: { source: { from: "categoryInfo", filters: { thm_array: "5" } } },
  anchorTenants: { source: { from: "anchorTenant" } },
  luxury: { source: { from: "categoryInfo", filters: { cate_seq: 15 } }, note: { feature: "vipClub", messageId: "showcase.luxury.vipNote" } },
  momAndKids: { source: { from: "categoryInfo", filters: { bnft_array: "5" } } },
  hotPlaces: { source: { from: "hotPlaces" } },
};

/** The message ids of a kind's heading and intro. */
export const showcaseText = (kind: ShowcaseKind) => ({ heading: `showcase.${kind}.heading` as const, intro: `showcase.${kind}.intro` as const });
