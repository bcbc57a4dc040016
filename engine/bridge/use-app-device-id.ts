import { useEffect, useState } from "react";
import { useServices } from "../services/services.ts";
import { appDeviceId } from "./app-device-id.ts";

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
