import { createContext, useContext } from "react";
import type { ApiClient } from "../api/client.ts";
import type { NativeBridge } from "../bridge/native-bridge.ts";
import type { QueryCache } from "../data/query-cache.ts";
import type { FirstAnswers } from "../data/first-answers.ts";
import type { DialogService } from "../dialogs/dialog-service.ts";
import type { SessionService } from "../session/session-service.ts";

/**
 * What the shell gives every screen: created once by the composition root (app/services.ts) and
 * passed down through context, so a screen test renders with fakes (engine/testing) and no module
 * mocking.
 */
export interface Services {
  /** The API client over the endpoint catalogue; it loads its decoding code on the first call. */
  api: ApiClient;
  /** The native bridge (browser fallbacks outside the app), loaded on first use. */
  bridge: () => Promise<NativeBridge>;
  /** The member session. */
  session: SessionService;
  /** Confirm and alert dialogs, one at a time. */
  dialogs: DialogService;
  /** Decoded answers by endpoint and input. */
  cache: QueryCache;
  /** The clock (epoch ms) screens format against. */
  now: () => number;
  /** The answers the page's HTML brought (engine/data/first-answers.ts): a first render shows them without a call. */
  firstAnswers?: FirstAnswers | null;
}

export const ServicesContext = createContext<Services | null>(null);

/** The shell's services; throws outside the provider (a screen rendered without the shell or renderScreen). */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices outside ServicesContext");
  return services;
}
