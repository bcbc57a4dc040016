import { useEffect, useState } from "react";
import { useServices, type Services } from "../services/services.ts";
import { hasWebviewMarkers } from "./webview-markers.ts";

const deviceIds = new WeakMap<Services["bridge"], Promise<string | null>>();

/** The app's device id inside the native webview, asked of the bridge once; null in a plain browser. */
export function appDeviceId(bridge: Services["bridge"]): Promise<string | null> {
  if (typeof navigator === "undefined" || !hasWebviewMarkers(navigator.userAgent)) return Promise.resolve(null);
  let id = deviceIds.get(bridge);
  if (!id) {
    id = bridge()
      .then((b) => b.getDeviceId())
      .then((value) => (value && value.trim() !== "" ? value : null))
      .catch(() => null);
    deviceIds.set(bridge, id);
  }
  return id;
}

/** The app's device id for a screen: undefined while the bridge is asked, null outside the app. */
export function useAppDeviceId(): string | null | undefined {
  const { bridge } = useServices();
  const [id, setId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    void appDeviceId(bridge).then((value) => {
      if (alive) setId(value);
    });
    return () => {
      alive = false;
    };
  }, [bridge]);
  return id;
}
