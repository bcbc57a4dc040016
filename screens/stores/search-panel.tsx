import { useMachine } from "@xstate/react";
import { useMemo, useRef, useState, type RefObject } from "react";
import { useNavigate } from "react-router";
import type { MallManifest } from "../../schemas/manifest.ts";
import { searchMachine, tidyRecent, type SearchGroup, type Suggestion } from "../../machines/search.machine.ts";
import { screenHrefsFor } from "../../engine/routing/screen-href.ts";
import { useServices } from "../../engine/services/services.ts";
import { useMall } from "../../engine/shell/mall-context.ts";
import { ErrorState } from "../../engine/ui/error-state.tsx";
import { VisuallyHidden } from "../../engine/ui/visually-hidden.tsx";
import { readRecent, searchImplementations } from "./search-actors.ts";
import { SearchField } from "./search-field.tsx";
import { lecturePath } from "./search-links.ts";
import { SearchResults, type ResultLinks } from "./search-results.tsx";
import { SearchStart } from "./search-start.tsx";
import { storePath } from "./store-links.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { searchMessages } from "./search.messages.ts";

interface Props {
  mall: MallManifest;
  /** The result groups shown, in order. */
  groups: readonly SearchGroup[];
  koreanKeywords?: boolean;
  /** What a tapped suggestion does: search its name (the search page), or open the store. */
  suggestionOpens?: "search" | "store";
  /** The field, for a dialog that focuses it on open. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The search (spec part-2 §2.2, §4): the field with its autocomplete, then either the start lists
 * (recommended keywords, hot places, recent keywords) or a search's result groups. One
 * implementation for the search page and Centerfield's search dialog, over the search machine.
 */
export function SearchPanel({ mall, groups, koreanKeywords = false, suggestionOpens = "search", inputRef }: Props) {
  const t = useMessages(searchMessages);
  const { api } = useServices();
  const { locale } = useMall();
  const navigate = useNavigate();
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const mallCode = mall.code ?? mall.path;
  const href = screenHrefsFor(mall);
  const machine = useMemo(() => searchMachine.provide(searchImplementations(api, mall.path)), [api, mall.path]);
  // The stored keywords are read once, when the search opens.
  const [stored] = useState(() => tidyRecent(readRecent(mallCode)));
  const [snapshot, send] = useMachine(machine, { input: { mallCode, recent: stored } });
  const c = snapshot.context;
  const typing = snapshot.matches("waiting") || snapshot.matches("suggesting") || snapshot.matches("suggested");
  // Only the answer for the keyword in the field is offered.
  const suggestions = typing && c.suggestedFor === c.keyword.trim() ? c.suggestions : [];

  const links: ResultLinks = {
    store: (tntSeq) => storePath(mall.path, tntSeq),
    event: (evtSeq) => href("eventDetail", { eventId: evtSeq }),
    lecture: (id) => lecturePath(mall, id),
    coupon: (cpSeq) => href("couponDetail", { couponId: cpSeq }),
  };
  const pick = (s: Suggestion) => {
    const store = suggestionOpens === "store" ? links.store(s.tntSeq) : null;
    if (store !== null) navigate(store);
    else send({ type: "search.pick", keyword: locale === "en" && s.nameEn ? s.nameEn : s.nameKo });
  };
  const status = snapshot.matches("searching")
    ? t("search.searching")
    : suggestions.length > 0
      ? t("search.suggestionsCount", { count: suggestions.length })
      : "";

  return (
    <>
      <SearchField
        keyword={c.keyword}
        inputRef={input}
        suggestions={suggestions}
        notice={c.notice === "keywordRequired"}
        locale={locale}
        onType={(value) => send({ type: "search.type", value })}
        onSubmit={() => send({ type: "search.submit" })}
        onClear={() => send({ type: "search.cancel" })}
        onPick={pick}
      />
      <VisuallyHidden>
        <span role="status">{status}</span>
      </VisuallyHidden>
      {snapshot.matches("results") && c.results ? (
        <SearchResults results={c.results} groups={groups} expanded={c.expanded} links={links} onMore={(group) => send({ type: "search.more", group })} />
      ) : snapshot.matches("failed") ? (
        <ErrorState description={t("search.failed")} onRetry={() => send({ type: "search.retry" })} />
      ) : snapshot.matches("searching") ? null : (
        <SearchStart
          recommendations={c.recommendations}
          recent={c.recent}
          locale={locale}
          koreanKeywords={koreanKeywords}
          storeTo={links.store}
          onPick={(keyword) => send({ type: "search.pick", keyword })}
          onRemove={(keyword) => send({ type: "search.removeRecent", keyword })}
          onClearAll={() => send({ type: "search.clearRecent" })}
        />
      )}
    </>
  );
}
