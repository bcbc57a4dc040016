import type { ServerDomain } from "../../http/context.ts";
import { clubRoutes } from "./routes-club.ts";
import { joinRoutes } from "./routes-join.ts";
import { kidsRoutes } from "./routes-kids.ts";
import { libraryRoutes } from "./routes-library.ts";
import { rentalRoutes } from "./routes-rental.ts";
import { programsMigrations } from "./migrations.ts";
import { seedProgramsDomain } from "./seed.ts";

/** Kids programs, library lectures, club and rental (spec part-2 §7 "Kids, library, club, rental"). */
export const programsDomain: ServerDomain = {
  name: "programs",
  migrations: programsMigrations,
  seed: seedProgramsDomain,
  routes: [...kidsRoutes, ...joinRoutes, ...libraryRoutes, ...clubRoutes, ...rentalRoutes],
};
