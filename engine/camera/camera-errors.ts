// The camera failures of spec part-2 §8. Each is handled without a message: the screen falls back
// to what it shows without the camera and offers to try again.

/** Why the camera could not be used. */
export type CameraFailure =
  /** The visitor or the browser refused the camera (NotAllowedError, SecurityError). */
  | "notAllowed"
  /** The device has no camera that fits (NotFoundError, OverconstrainedError). */
  | "notFound"
  /** No camera API here: an insecure (http) page or an old browser. */
  | "notSupported"
  /** The camera is there but cannot be read: another app holds it, or the hardware failed (NotReadableError, AbortError). */
  | "notReadable"
  /** Anything else the browser threw. */
  | "unknown";

const BY_NAME: Readonly<Record<string, CameraFailure>> = {
  NotAllowedError: "notAllowed",
  PermissionDeniedError: "notAllowed",
  SecurityError: "notAllowed",
  NotFoundError: "notFound",
  DevicesNotFoundError: "notFound",
  OverconstrainedError: "notFound",
  ConstraintNotSatisfiedError: "notFound",
  NotSupportedError: "notSupported",
  TypeError: "notSupported",
  NotReadableError: "notReadable",
  TrackStartError: "notReadable",
  AbortError: "notReadable",
};

/** Whether this page can ask for the camera at all (a secure context with getUserMedia). */
export function cameraSupported(win: { isSecureContext?: boolean; navigator?: { mediaDevices?: { getUserMedia?: unknown } } } | undefined): boolean {
  if (!win || win.isSecureContext === false) return false;
  return typeof win.navigator?.mediaDevices?.getUserMedia === "function";
}

/** What a getUserMedia (or play) failure means, from the error's name (older browsers' names too). */
export function classifyCameraError(error: unknown): CameraFailure {
  const name = typeof error === "object" && error !== null && "name" in error && typeof error.name === "string" ? error.name : "";
  return BY_NAME[name] ?? "unknown";
}
