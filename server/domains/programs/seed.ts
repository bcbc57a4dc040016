import type { Db } from "../../db/open.ts";
import type { SeedContext } from "../../http/context.ts";
import { seedExtras } from "./seed-extras.ts";
import { seedPrograms } from "./seed-programs.ts";

/**
 * Every mall gets kids programs, library lectures, reviews, banners, art projects, rentals and clubs,
 * with join and prize times relative to ctx.now so every join button state occurs. Ids carry the
 * mall code (SKP01003 is the third kids program of hanam, code 01).
 */
export function seedProgramsDomain(db: Db, ctx: SeedContext): void {
  ctx.malls.forEach((mall, i) => {
    const mallNo = mall.code ?? String(90 + i);
    seedPrograms(db, ctx, mall, mallNo);
    seedExtras(db, ctx, mall, mallNo, i === 0);
  });
}
