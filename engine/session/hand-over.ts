import { createIntl, type IntlShape } from "react-intl";
import { memberEndpoints } from "../../schemas/api/member.ts";
import type { ApiClient } from "../api/client.ts";
import type { DialogService } from "../dialogs/dialog-service.ts";
import { loadEnglish } from "../i18n/messages-files.ts";
import type { CompiledFile } from "../i18n/words.ts";
import { handOverMessages } from "./hand-over.messages.ts";
import type { SessionService } from "./session-service.ts";

/** A brand host hand-over passed on by the server's link (introToken and introCustId in the query). */
export interface HandOver {
  xToken: string;
  custId: string;
}

/** What finishing a hand-over needs from the page. */
export interface HandOverDeps {
  api: ApiClient;
  session: SessionService;
  dialogs: DialogService;
  /** The page's language, for the question's words. */
  locale: string;
}

type HandOverId = keyof (typeof handOverMessages)["ko"];

/** The hand-over's words in the page's language (its English is a chunk of its own in the build). */
async function handOverWords(locale: string): Promise<(id: HandOverId) => string> {
  const file = handOverMessages as unknown as CompiledFile;
  const messages = locale === "en" ? await loadEnglish(file) : file.ko;
  const intl = createIntl({ locale, messages: messages as IntlShape["messages"] });
  return (id) => intl.formatMessage({ id });
}

/**
 * Whether the hand-over may go on: with a member logged in under another customer id (or a
 * returning member whose check failed), only after the member said yes to switching accounts
 * (docs/decisions/0040). A visitor's and the same member's go on as they are.
 */
async function mayReplaceSession(deps: HandOverDeps, handOver: HandOver): Promise<boolean> {
  const current = await deps.session.ensure();
  if (current.custId === null || current.custId === handOver.custId) return true;
  const t = await handOverWords(deps.locale);
  return deps.dialogs.confirm({
    text: t("session.handOver.switch"),
    positive: t("session.handOver.confirm"),
    negative: t("session.handOver.cancel"),
  });
}

/**
 * Finishes a brand host hand-over from this site's own page (spec part-2 §3 gate token): the
 * server's link only passed the token on, so a link on another site can never log a visitor in by
 * itself; this same-origin POST consumes the token and starts the session, which the shell then
 * learns as a login. A link can carry any member's token, so one that would replace the member
 * logged in asks first; cancelled, the token is left unused and the session as it was. A token
 * that is expired or used leaves the visitor as they were. Loaded only when the query carries a
 * hand-over.
 */
export async function finishHandOver(deps: HandOverDeps, mall: string, handOver: HandOver): Promise<boolean> {
  try {
    if (!(await mayReplaceSession(deps, handOver))) return false;
    const r = await deps.api.call(memberEndpoints.introHandoverConfirm, { params: { mall }, input: handOver }, { fresh: true });
    await deps.session.loggedIn(r.custId);
    return true;
  } catch {
    return false;
  }
}
