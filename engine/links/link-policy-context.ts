import { createContext, useContext } from "react";
import { sameOriginPolicy, type LinkPolicy } from "./link-policy.ts";

/** What link components need from the shell. */
export interface LinkEnvironment {
  policy: LinkPolicy;
  /**
   * Opens an external link through the native app (the bridge's openLink). Without it a plain
   * target=_blank link does the job.
   */
  openExternal?: ((url: string) => void) | undefined;
  /**
   * Hands the page over to a URL outside the app (an app's deep link, its web fallback): by
   * default location.assign; screen tests record the URLs instead.
   */
  assign?: ((url: string) => void) | undefined;
}

/** Provided by the app shell; without a provider only links within the current origin work. */
export const LinkPolicyContext = createContext<LinkEnvironment | null>(null);

// One object per origin, so components that memoise on the environment do not redo their work.
let fallback: { origin: string; environment: LinkEnvironment } | null = null;

function sameOriginEnvironment(): LinkEnvironment {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  if (fallback?.origin !== origin) fallback = { origin, environment: { policy: sameOriginPolicy(origin) } };
  return fallback.environment;
}

/** The link policy and external opener in effect here. */
export function useLinkEnvironment(): LinkEnvironment {
  return useContext(LinkPolicyContext) ?? sameOriginEnvironment();
}
