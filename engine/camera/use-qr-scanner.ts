import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { CameraFailure } from "./camera-errors.ts";
import type { QrDecoderKind, QrScan } from "./qr-camera.ts";

/** Where a QR scan is: not started, asking for the camera, reading frames, or without a camera. */
export type QrScannerState =
  | { status: "idle" }
  | { status: "starting" }
  | { status: "scanning"; decoder: QrDecoderKind }
  | { status: "unavailable"; failure: CameraFailure };

export interface QrScanner {
  state: QrScannerState;
  /** The video element that shows the camera: render it while `active`. */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Whether the camera is asked for or running. */
  active: boolean;
  start(): void;
  stop(): void;
}

/**
 * A QR scan with the camera: `start` loads the camera code (engine/camera/qr-camera.ts, its own
 * chunk) and reads codes; each text goes to `accept`, and the first it accepts ends the scan. The
 * camera is turned off when the scan ends, fails, is stopped, or the component unmounts.
 */
export function useQrScanner(accept: (text: string) => boolean): QrScanner {
  const [state, setState] = useState<QrScannerState>({ status: "idle" });
  const [session, setSession] = useState(0);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const acceptRef = useRef(accept);
  useEffect(() => {
    acceptRef.current = accept;
  });
  const active = state.status === "starting" || state.status === "scanning";

  useEffect(() => {
    const video = videoRef.current;
    if (!active || !video) return undefined;
    let cancelled = false;
    let scan: QrScan | null = null;
    import("./qr-camera.ts").then(
      ({ startQrScan }) => {
        if (cancelled) return;
        scan = startQrScan({
          video,
          onStarted: (decoder) => !cancelled && setState({ status: "scanning", decoder }),
          onFailure: (failure) => !cancelled && setState({ status: "unavailable", failure }),
          onCode: (text) => {
            if (cancelled || !acceptRef.current(text)) return;
            scan?.stop();
            setState({ status: "idle" });
          },
        });
      },
      () => !cancelled && setState({ status: "unavailable", failure: "unknown" }),
    );
    return () => {
      cancelled = true;
      scan?.stop();
    };
    // A new session (start) or the end of the scan (active false) restarts or stops the camera.
  }, [active, session]);

  const start = useCallback(() => {
    setSession((s) => s + 1);
    setState({ status: "starting" });
  }, []);
  const stop = useCallback(() => setState({ status: "idle" }), []);
  return { state, videoRef, active, start, stop };
}
