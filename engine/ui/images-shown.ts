/**
 * Resolves once the images are decoded (a failed or refused one counts as done) and a frame has been
 * painted after, in a task of its own; at the latest after `capMs`, so a stalled image does not hold
 * up what waits. Where the browser has no `decode`, the frame alone is waited for.
 */
export function imagesShown(images: readonly HTMLImageElement[], capMs: number): Promise<void> {
  const decoded = Promise.all(images.map((img) => img.decode?.().catch(() => {})));
  return Promise.race([decoded, new Promise((wait) => setTimeout(wait, capMs))]).then(
    () => new Promise<void>((shown) => requestAnimationFrame(() => setTimeout(shown))),
  );
}
