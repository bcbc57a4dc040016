import { cameraSupported, classifyCameraError, type CameraFailure } from "./camera-errors.ts";

// The camera side of QR reading, loaded when a scan starts (never on a route's first load): the
// back camera's stream shown in a video element, and a frame read every SCAN_INTERVAL_MS by the
// browser's BarcodeDetector where it reads QR codes, or else by jsqr (its own chunk, loaded then).

/** How often a frame is read: about 6 a second keeps a phone cool and still feels immediate. */
export const SCAN_INTERVAL_MS = 160;
/** jsqr reads a frame scaled down to this width: a code held in front of the camera stays legible and a frame costs a few ms. */
const JSQR_FRAME_WIDTH = 480;

/** Which decoder reads the frames. */
export type QrDecoderKind = "native" | "jsqr";

export interface QrScanOptions {
  /** Shows the camera's picture. */
  video: HTMLVideoElement;
  /** Every text read from a frame (the caller stops the scan once it has one of ours). */
  onCode: (text: string) => void;
  /** The camera is running and frames are being read. */
  onStarted: (decoder: QrDecoderKind) => void;
  /** The camera could not be used (the scan has stopped itself). */
  onFailure: (failure: CameraFailure) => void;
}

export interface QrScan {
  /** Stops reading and turns the camera off (idempotent). */
  stop(): void;
}

interface FrameReader {
  kind: QrDecoderKind;
  read(video: HTMLVideoElement): Promise<string | null>;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (typeof Detector !== "function") return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ["qr_code"];
    if (!formats.includes("qr_code")) return null;
    const detector = new Detector({ formats: ["qr_code"] });
    return { kind: "native", read: async (video) => (await detector.detect(video))[0]?.rawValue ?? null };
  } catch {
    return null;
  }
}

async function jsqrReader(): Promise<FrameReader> {
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return {
    kind: "jsqr",
    read: (video) => {
      if (!context || video.videoWidth === 0) return Promise.resolve(null);
      const width = Math.min(JSQR_FRAME_WIDTH, video.videoWidth);
      const height = Math.round((video.videoHeight * width) / video.videoWidth);
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const frame = context.getImageData(0, 0, width, height);
      return Promise.resolve(jsQR(frame.data, width, height, { inversionAttempts: "dontInvert" })?.data ?? null);
    },
  };
}

/** Starts the back camera in `video` and reads QR codes from it until stopped or it fails. */
export function startQrScan({ video, onCode, onStarted, onFailure }: QrScanOptions): QrScan {
  let stopped = false;
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
    video.srcObject = null;
  };
  const fail = (failure: CameraFailure) => {
    if (stopped) return;
    stop();
    onFailure(failure);
  };

  const run = async () => {
    if (!cameraSupported(globalThis as Parameters<typeof cameraSupported>[0])) return fail("notSupported");
    try {
      const got = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
      if (stopped) {
        for (const track of got.getTracks()) track.stop();
        return undefined;
      }
      stream = got;
      video.muted = true;
      video.playsInline = true;
      video.srcObject = got;
      await video.play();
    } catch (error) {
      return fail(classifyCameraError(error));
    }
    const reader = (await nativeReader()) ?? (await jsqrReader());
    if (stopped) return undefined;
    onStarted(reader.kind);
    const tick = async () => {
      if (stopped) return;
      try {
        const text = video.readyState >= 2 ? await reader.read(video) : null;
        if (text && !stopped) onCode(text);
      } catch {
        // A frame that cannot be read (the video is between sizes) is skipped.
      }
      if (!stopped) timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    };
    void tick();
    return undefined;
  };
  run().catch(() => fail("unknown"));
  return { stop };
}
