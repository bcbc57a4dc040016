import type { CompiledFile, FileMessages } from "./words.ts";

/** The English of each messages file whose en is a chunk of its own, once loaded. */
const english = new WeakMap<CompiledFile, FileMessages>();
const pending = new WeakMap<CompiledFile, Promise<FileMessages>>();
/** The messages files a rendered component uses: a language switch loads each before it happens. */
const inUse = new Set<CompiledFile>();

/** Notes that a file is shown, so a later language switch waits for its words. */
export function noteInUse(file: CompiledFile): void {
  inUse.add(file);
}

/** Loads a file's English (a no-op where the build left it inline, as in tests). */
export function loadEnglish(file: CompiledFile): Promise<FileMessages> {
  const { en } = file;
  if (typeof en !== "function") return Promise.resolve(en);
  const have = english.get(file);
  if (have) return Promise.resolve(have);
  let p = pending.get(file);
  if (!p) {
    p = en().then(
      (m) => {
        english.set(file, m);
        pending.delete(file);
        return m;
      },
      (e: unknown) => {
        // Forgotten, so the next render or switch tries again.
        pending.delete(file);
        throw e;
      },
    );
    pending.set(file, p);
  }
  return p;
}

/** A file's English if it is there; undefined while its chunk loads. */
export function loadedEnglish(file: CompiledFile): FileMessages | undefined {
  return typeof file.en === "function" ? english.get(file) : file.en;
}

/** Loads the English of every file in use, including one shown while they load. */
export async function loadEnglishInUse(): Promise<void> {
  for (let done = -1; done !== inUse.size; ) {
    done = inUse.size;
    await Promise.all([...inUse].map(loadEnglish));
  }
}
