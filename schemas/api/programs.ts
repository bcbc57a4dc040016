import { clubRentalEndpoints } from "./programs-club-rental.ts";
import { kidsEndpoints } from "./programs-kids.ts";
import { libraryEndpoints } from "./programs-library.ts";

/**
 * The programs domain: kids programs, library lectures, club and rental (spec part-2 §7 "Kids,
 * library, club, rental"). Where the spec writes {product}, the paths carry the literal product word
 * "field" (every mall manifest has "product": "field"): /api/:mall/fieldKids/programList.do.
 */
export const programsEndpoints = { ...kidsEndpoints, ...libraryEndpoints, ...clubRentalEndpoints } as const;
