import { byMall } from "virtual:manifests/rentalVenues";
import type { RentalVenues } from "../../schemas/mall-content.ts";

/**
 * A mall's venue rental pages (manifest `rentalVenues`: the rental desk and its venues in tab order),
 * or undefined where it has none. They ship with the rental screen (SCREEN_FIELDS in vite-plugin.ts),
 * not with the manifests of the main chunk, so read them here, never from the mall's manifest object.
 */
export function mallRentalVenues(mallPath: string | undefined | null): RentalVenues | undefined {
  return mallPath ? byMall[mallPath] : undefined;
}
