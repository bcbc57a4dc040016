// The answers a page's HTML brings with it (docs/decisions/0054): the server that renders a home
// for a request makes its first calls itself, renders the page with their answers and writes them
// into the HTML, so the app's first render (which hydrates that HTML) shows the same answers
// without asking for them again.

import { scriptJson } from "../../schemas/prerendered-pages.ts";

/** The id of the HTML's data element (a JSON script element, never run). */
export const FIRST_ANSWERS_ID = "first-answers";

/** One call's answer as the server got it: the cache key the client files it under, its URL and its body (undecoded). */
export interface FirstAnswer {
  key: string;
  url: string;
  body: unknown;
}

/** What the data element holds: the answers, and the page's part modules the render showed (loaded before hydrating). */
export interface FirstAnswersData {
  modules: readonly string[];
  answers: readonly FirstAnswer[];
}

/** The answers of the page, each taken once: the first render that asks for its key decodes it. */
export interface FirstAnswers {
  readonly modules: readonly string[];
  /** The URLs the answers came from (the offline worker keeps them, as it keeps the reads the page made). */
  readonly urls: readonly string[];
  /** Every answer by its URL, as brought (taken or not): for the offline worker. */
  readonly all: readonly { url: string; body: unknown }[];
  /** The body filed under key, removed (at `now`): a later render asks the cache, then the network. */
  take(key: string, now: number): unknown;
  /** When the key's answer was taken (undefined: never): what asks for it within the call's guard window shares it, as an identical call would. */
  takenAt(key: string): number | undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** The answers of well-formed data; anything malformed is left out (the page then calls as usual). */
export function firstAnswersOf(data: unknown): FirstAnswers {
  const bodies = new Map<string, unknown>();
  const modules: string[] = [];
  const all: { url: string; body: unknown }[] = [];
  if (isRecord(data)) {
    for (const a of Array.isArray(data.answers) ? data.answers : [])
      if (isRecord(a) && typeof a.key === "string" && typeof a.url === "string" && "body" in a) {
        bodies.set(a.key, a.body);
        all.push({ url: a.url, body: a.body });
      }
    for (const m of Array.isArray(data.modules) ? data.modules : []) if (typeof m === "string") modules.push(m);
  }
  const taken = new Map<string, number>();
  return {
    modules,
    urls: all.map((a) => a.url),
    all,
    take(key, now) {
      const body = bodies.get(key);
      if (body !== undefined) taken.set(key, now);
      bodies.delete(key);
      return body;
    },
    takenAt: (key) => taken.get(key),
  };
}

/** The answers the document's HTML brought (null when it has none, or they are not JSON). */
export function readFirstAnswers(doc: Document): FirstAnswers | null {
  const text = doc.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    return firstAnswersOf(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The data element for the HTML (scriptJson: no text in an answer can close the element). */
export function firstAnswersElement(data: FirstAnswersData): string {
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${scriptJson(data)}</script>`;
}
