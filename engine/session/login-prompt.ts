import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import type { DialogService } from "../dialogs/dialog-service.ts";
import { useMessages, type Translate } from "../i18n/use-messages.ts";
import type { IdOf } from "../i18n/words.ts";
import { useServices } from "../services/services.ts";
import { useMall } from "../shell/mall-context.ts";
import { loginWithReturn } from "./mall-paths.ts";
import { sessionMessages } from "./session.messages.ts";

/** The member session's words (session.messages.ts). */
export type SessionWords = Translate<IdOf<typeof sessionMessages>>;

/**
 * The spec's question before a member-only service: "This service requires login. Do you want to
 * log in?" Resolves true when the visitor chose to log in.
 */
export function askToLogIn(dialogs: DialogService, t: SessionWords): Promise<boolean> {
  return dialogs.confirm({
    text: t("session.loginRequired"),
    positive: t("session.loginPrompt.confirm"),
    negative: t("session.loginPrompt.cancel"),
  });
}

/**
 * Asks a visitor who used a member-only action to log in; yes goes to the mall's login with a return
 * to this page. Resolves true when the visitor chose to log in.
 */
export function useLoginPrompt(): () => Promise<boolean> {
  const { dialogs } = useServices();
  const t = useMessages(sessionMessages);
  const { mall } = useMall();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return useCallback(async () => {
    const yes = await askToLogIn(dialogs, t);
    if (yes) void navigate(loginWithReturn(mall, `${pathname}${search}`));
    return yes;
  }, [dialogs, t, mall, pathname, search, navigate]);
}
