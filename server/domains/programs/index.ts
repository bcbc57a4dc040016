import type { ServerDomain } from "../../http/context.ts";
import { clubRoutes } from "./handlers-club.ts";
import { joinRoutes } from "./handlers-join.ts";
import { kidsRoutes } from "./handlers-kids.ts";
import { libraryRoutes } from "./handlers-library.ts";
import { rentalRoutes } from "./handlers-rental.ts";
import { programsMigrations } from "./migrations.ts";
import { seedProgramsDomain } from "./seed.ts";

/** Kids programs, library lectures, club and rental (spec part-2 §7 "Kids, library, club, rental"). */
export const programsDomain: ServerDomain = {
  name: "programs",
  migrations: programsMigrations,
  seed: seedProgramsDomain,
  routes: [...kidsRoutes, ...joinRoutes, ...libraryRoutes, ...clubRoutes, ...rentalRoutes],
};
