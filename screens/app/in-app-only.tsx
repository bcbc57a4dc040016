import { useState, type ReactNode } from "react";
import { useAppDeviceId } from "../../engine/bridge/use-app-device-id.ts";
import { useMessages } from "../../engine/i18n/use-messages.ts";
import { EmptyState } from "../../engine/ui/empty-state.tsx";
import { SkeletonText } from "../../engine/ui/skeleton.tsx";
import { appSettingsMessages } from "./app-settings.messages.ts";

/** The app the page runs in: its device id and its webview's user agent (the app's version). */
export interface AppEnvironment {
  deviceId: string;
  userAgent: string;
}

/**
 * A settings page's body, in the app only (webview markers and a device id): outside it the page
 * explains where the settings are and shows nothing that could write (docs/decisions/0026).
 */
export function InAppOnly({ children }: { children: (app: AppEnvironment) => ReactNode }) {
  const t = useMessages(appSettingsMessages);
  const deviceId = useAppDeviceId();
  // Read once, with the detection: the user agent does not change while the page is open.
  const [userAgent] = useState(() => navigator.userAgent);
  if (deviceId === undefined)
    return (
      <div role="status" aria-busy="true" aria-label={t("appSettings.checking")}>
        <SkeletonText lines={3} />
      </div>
    );
  if (deviceId === null) return <EmptyState icon="service" titleAs="h2" title={t("appSettings.outsideApp")} description={t("appSettings.outsideApp.text")} />;
  return <>{children({ deviceId, userAgent })}</>;
}
