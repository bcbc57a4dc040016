// Deletes the database file (and its WAL) so the next start migrates and seeds anew.
import { rmSync } from "node:fs";
import { parseServerEnv } from "./env.ts";

const path = parseServerEnv(process.env).DB_PATH;
for (const f of [path, `${path}-wal`, `${path}-shm`]) rmSync(f, { force: true });
console.log(`removed ${path}; the next start creates and seeds it`);
