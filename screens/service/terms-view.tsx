import { useEffect, useId, useRef, useState } from "react";
import { contentEndpoints } from "../../schemas/api/content.ts";
import type { ApiError } from "../../engine/api/errors.ts";
import { QueryView } from "../../engine/data/query-view.tsx";
import { useApiQuery } from "../../engine/data/use-api-query.ts";
import type { QueryState } from "../../engine/data/query-state.ts";
import { SelectField } from "../../engine/forms/select-field.tsx";
import { useFormat } from "../../engine/format/use-format.ts";
import { formatVersionLabel } from "../../engine/format/version-label.ts";
import { SanitizedHtml } from "../../engine/html/sanitized-html.tsx";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { Button } from "../../engine/ui/button.tsx";
import { storedKindOf, StoredTerms, storedVersion, useStoredTitle, type StoredKind } from "./stored-terms.tsx";
import { termsMessages } from "./terms.messages.ts";
import styles from "./terms.module.css";

/** The mall whose terms are shown: the call's path, and the product word of its membership terms' key. */
export interface TermsMall {
  path: string;
  product: string;
}

type Answer = QueryState<{ detail: { terType: string; terCont: string; terSeq: number } }>;
interface Version {
  terSeq: number;
  terVer: string;
  enfcDt: string;
}

/** What the viewer shows of one agreement key. */
export type Terms =
  /** No key, a malformed one, or one the server does not know (4xx): nothing to show. */
  | { kind: "notFound" }
  | { kind: "loading" }
  /** The call failed and the app keeps no copy of these terms: the error state with retry. */
  | { kind: "error"; error: ApiError; retry: () => void }
  /** The call failed: the copy the app keeps, labelled as such, with a retry. */
  | { kind: "stored"; stored: StoredKind; retry: () => void }
  /** The versions (newest first), the one in force, the one shown and its body's call. */
  | { kind: "loaded"; title: string; versions: readonly Version[]; inForce: number; shown: number; body: Answer; choose: (terSeq: number) => void };

/** A 4xx answer: the key (or the mall) is not one the server has terms for. */
const refused = (e: ApiError) => e.info.kind === "http" && e.info.status >= 400 && e.info.status < 500;

/**
 * One agreement of a mall (content.agreement): the version in force with the list of versions,
 * called on every mount (each open reloads it); choosing a version calls for it. A failed call
 * shows the stored copy where the app keeps one (privacy, image_info, {product}_membership).
 * Mount it with the key as React key: a new key starts on its version in force.
 */
export function useTerms(mall: TermsMall, key: string | undefined): Terms {
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const params = { mall: mall.path, agreement: key ?? "" };
  // Each open asks the server (spec part-1 §4), even within the duplicate-call guard's 3 s.
  const first = useApiQuery(contentEndpoints.agreement, { params, input: {} }, { enabled: key !== undefined, fresh: true });
  const version = useApiQuery(
    contentEndpoints.agreement,
    { params, input: { terSeq: chosen } },
    { enabled: key !== undefined && chosen !== undefined, fresh: true },
  );
  if (key === undefined) return { kind: "notFound" };
  if (first.status === "loading") return { kind: "loading" };
  if (first.status === "error") {
    if (refused(first.error)) return { kind: "notFound" };
    const stored = storedKindOf(key, mall.product);
    return stored === null ? { kind: "error", error: first.error, retry: first.retry } : { kind: "stored", stored, retry: first.retry };
  }
  const { detail, resultList } = first.data;
  return {
    kind: "loaded",
    title: detail.terType,
    versions: resultList,
    inForce: detail.terSeq,
    shown: chosen ?? detail.terSeq,
    body: chosen === undefined ? { status: "success", data: first.data, refreshing: false } : version,
    choose: setChosen,
  };
}

/** The title of the terms shown (the agreement's, or the stored copy's), or null while there is none. */
export function useTermsTitle(terms: Terms): string | null {
  const stored = useStoredTitle(terms.kind === "stored" ? terms.stored : null);
  return terms.kind === "loaded" ? terms.title : stored;
}

/** The spec's terms scroll offset (part-2 §9): the page's header height above the terms after a version change. */
const TERMS_SCROLL_OFFSET = 55;

/** Brings the terms' top back into view after a version change: in its scrolling box (a dialog), else under the page's header. */
function scrollToTerms(el: HTMLElement) {
  let box = el.parentElement;
  while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
  if (box) {
    box.scrollTop += el.getBoundingClientRect().top - box.getBoundingClientRect().top;
    return;
  }
  const top = el.getBoundingClientRect().top;
  if (window.scrollY > 0 && top < TERMS_SCROLL_OFFSET) window.scrollTo({ top: window.scrollY + top - TERMS_SCROLL_OFFSET });
}

/**
 * The viewer's content below its title: the version dropdown (Ver5.0 reads Ver.5.0) and the
 * sanitized body, the stored copy with its label, or the error state. The not-found state is the
 * caller's (a page's heading, a dialog's text).
 */
export function TermsContent({ terms }: { terms: Exclude<Terms, { kind: "notFound" }> }) {
  const t = useMessages(termsMessages);
  const { formatDottedDate } = useFormat();
  const top = useRef<HTMLDivElement>(null);
  const storedId = useId();
  const shown = terms.kind === "loaded" ? terms.shown : null;
  // After a version is chosen (not on the first load), the terms' top comes back into view.
  const previous = useRef(shown);
  useEffect(() => {
    const before = previous.current;
    previous.current = shown;
    if (before !== null && shown !== null && before !== shown && top.current) scrollToTerms(top.current);
  }, [shown]);

  if (terms.kind === "loading" || terms.kind === "error")
    return (
      <QueryView state={terms.kind === "error" ? { status: "error", error: terms.error, retry: terms.retry } : { status: "loading" }}>{() => null}</QueryView>
    );
  if (terms.kind === "stored")
    return (
      <div className={styles.viewer}>
        <section className={styles.stored} aria-labelledby={storedId}>
          <h2 id={storedId} className={styles.storedLabel}>
            {t("terms.stored")}
          </h2>
          <p>{t("terms.stored.text", { version: storedVersion(terms.stored) })}</p>
          <Button variant="secondary" size="sm" onClick={terms.retry}>
            {t("terms.stored.retry")}
          </Button>
        </section>
        <StoredTerms kind={terms.stored} />
      </div>
    );
  const items = terms.versions.map((v) => ({
    itmName: t(v.terSeq === terms.inForce ? "terms.version.current" : "terms.version.option", {
      version: formatVersionLabel(v.terVer),
      date: formatDottedDate(v.enfcDt),
    }),
    itmValue: String(v.terSeq),
  }));
  return (
    <div className={styles.viewer} ref={top}>
      {items.length > 1 && (
        <SelectField
          name="terSeq"
          label={t("terms.version")}
          items={items}
          value={String(terms.shown)}
          placeholder={false}
          onValueChange={(v) => terms.choose(Number(v))}
        />
      )}
      {/* The version read, as the heading the terms' own articles (h3) sit under. */}
      <h2 className={styles.version}>{items.find((i) => i.itmValue === String(terms.shown))?.itmName}</h2>
      {/* The server's terms are in Korean only: marked so, on an English page too. */}
      <QueryView state={terms.body}>{(data) => <SanitizedHtml className={styles.body} html={data.detail.terCont} lang="ko" />}</QueryView>
    </div>
  );
}
