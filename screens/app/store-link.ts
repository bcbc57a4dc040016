import { useCallback } from "react";
import { useNavigate } from "react-router";
import { classifyLink } from "../../engine/links/classify-link.ts";
import { useLinkEnvironment } from "../../engine/links/link-policy-context.ts";
import { openLink } from "../../engine/links/open-link.ts";
import { useServices } from "../../engine/services/services.ts";

/**
 * Opens the app's store page (app.update's storeUrl) as the link kit decides: a listed https host
 * through the app's openLink (a new tab in a browser), an app scheme handed over, anything else
 * refused (false).
 */
export function useOpenStore(): (storeUrl: string) => boolean {
  const { policy, openExternal, assign } = useLinkEnvironment();
  const { bridge } = useServices();
  const navigate = useNavigate();
  return useCallback(
    (storeUrl: string) =>
      openLink(classifyLink(storeUrl, policy), {
        navigate: (path) => void navigate(path),
        openExternal: openExternal ?? ((url) => void bridge().then((b) => b.openLink(url))),
        assign: assign ?? ((url) => window.location.assign(url)),
      }),
    [policy, openExternal, assign, bridge, navigate],
  );
}
