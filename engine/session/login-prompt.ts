import type { IntlShape } from "react-intl";
import type { DialogService } from "../dialogs/dialog-service.ts";

/**
 * The spec's question before a member-only service: "This service requires login. Do you want to
 * log in?" Resolves true when the visitor chose to log in.
 */
export function askToLogIn(dialogs: DialogService, intl: IntlShape): Promise<boolean> {
  return dialogs.confirm({
    text: intl.formatMessage({ id: "session.loginRequired" }),
    positive: intl.formatMessage({ id: "session.loginPrompt.confirm" }),
    negative: intl.formatMessage({ id: "session.loginPrompt.cancel" }),
  });
}
