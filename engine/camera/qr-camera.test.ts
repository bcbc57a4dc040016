// @vitest-environment jsdom
import QRCode from "qrcode";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startQrScan } from "./qr-camera.ts";

// The scan module with jsqr (no BarcodeDetector here, as on iPhones): frames come from a fake
// canvas that draws a real QR code, the stream from a fake getUserMedia.

const SIZE = 240;

/** An RGBA frame of `text` as a QR code, 4 modules of quiet zone, scaled to SIZE × SIZE. */
function qrFrame(text: string): Uint8ClampedArray<ArrayBuffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const cells = modules.size + 8;
  const scale = SIZE / cells;
  const data = new Uint8ClampedArray(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const mx = Math.floor(x / scale) - 4;
      const my = Math.floor(y / scale) - 4;
      const dark = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx) === 1;
      const i = (y * SIZE + x) * 4;
      data.fill(dark ? 0 : 255, i, i + 3);
      data[i + 3] = 255;
    }
  return data;
}

let frame: Uint8ClampedArray<ArrayBuffer> = new Uint8ClampedArray(SIZE * SIZE * 4).fill(255);
let stops = 0;
const saved = {
  play: Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, "play"),
  ready: Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, "readyState"),
  context: Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, "getContext"),
};

function camera(answer: () => Promise<unknown>) {
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia: vi.fn(answer) }, configurable: true });
}
const stream = () => Promise.resolve({ getTracks: () => [{ stop: () => void stops++ }] });

function video(): HTMLVideoElement {
  const v = document.createElement("video");
  Object.defineProperty(v, "videoWidth", { value: SIZE });
  Object.defineProperty(v, "videoHeight", { value: SIZE });
  return v;
}

beforeEach(() => {
  stops = 0;
  frame = new Uint8ClampedArray(SIZE * SIZE * 4).fill(255);
  Object.defineProperty(HTMLMediaElement.prototype, "play", { value: () => Promise.resolve(), configurable: true });
  Object.defineProperty(HTMLMediaElement.prototype, "readyState", { get: () => 4, configurable: true });
  Object.defineProperty(HTMLCanvasElement.prototype, "getContext", {
    value: () => ({ drawImage: () => undefined, getImageData: () => ({ data: frame }) }),
    configurable: true,
  });
});
afterEach(() => {
  for (const [target, key, d] of [
    [HTMLMediaElement.prototype, "play", saved.play],
    [HTMLMediaElement.prototype, "readyState", saved.ready],
    [HTMLCanvasElement.prototype, "getContext", saved.context],
  ] as const)
    if (d) Object.defineProperty(target, key, d);
  Reflect.deleteProperty(navigator, "mediaDevices");
});

describe("startQrScan with jsqr", () => {
  it("reads a QR code from the camera's frames, and stop turns the camera off", async () => {
    camera(stream);
    const onCode = vi.fn();
    const onStarted = vi.fn();
    const scan = startQrScan({ video: video(), onCode, onStarted, onFailure: () => expect.unreachable() });
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledWith("jsqr"), { timeout: 5_000 });
    expect(onCode).not.toHaveBeenCalled();
    frame = qrFrame("QR011F01");
    await vi.waitFor(() => expect(onCode).toHaveBeenCalledWith("QR011F01"), { timeout: 2_000 });
    scan.stop();
    scan.stop();
    expect(stops).toBe(1);
    const reads = onCode.mock.calls.length;
    await new Promise((done) => setTimeout(done, 400));
    expect(onCode.mock.calls.length).toBe(reads);
  });

  it("a refused camera reports its failure once and starts nothing", async () => {
    camera(() => Promise.reject(new DOMException("no", "NotAllowedError")));
    const onFailure = vi.fn();
    const onStarted = vi.fn();
    startQrScan({ video: video(), onCode: () => undefined, onStarted, onFailure });
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledWith("notAllowed"));
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onStarted).not.toHaveBeenCalled();
  });

  it("stopped while the camera is being asked for: the stream that arrives later is turned off at once", async () => {
    let answer: (s: unknown) => void = () => undefined;
    camera(() => new Promise((resolve) => (answer = resolve)));
    const onStarted = vi.fn();
    const scan = startQrScan({ video: video(), onCode: () => undefined, onStarted, onFailure: vi.fn() });
    scan.stop();
    answer(await stream());
    await new Promise((done) => setTimeout(done, 50));
    expect(stops).toBe(1);
    expect(onStarted).not.toHaveBeenCalled();
  });
});
