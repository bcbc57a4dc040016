import { useEffect, useState } from "react";
import styles from "./barcode.module.css";

export interface BarcodeProps {
  /** The digits (or other CODE128 text) to encode. */
  value: string;
  /** What the barcode is, for assistive tech ("Receipt barcode 2026…"). */
  label: string;
  /** Told when the barcode cannot be drawn (nothing is shown then). */
  onError?: (error: unknown) => void;
}

/** Modules of quiet zone each side, as scanners need (CODE128 asks for at least 10). */
const QUIET = 10;
const HEIGHT = 56;

type Drawn = { value: string; modules: string | null; error?: unknown };

/**
 * A scannable CODE128 barcode with its digits under it. The encoder (jsbarcode's) loads with the
 * first barcode shown, never with a page that has none. A value that cannot be encoded, or an
 * encoder that fails to load, shows nothing: the spec does not report barcode failures.
 */
export function Barcode({ value, label, onError }: BarcodeProps) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const empty = value.trim() === "";

  useEffect(() => {
    if (empty) return;
    let alive = true;
    import("./barcode-encode.ts").then(
      ({ code128Modules }) => {
        if (alive) setDrawn({ value, modules: code128Modules(value) });
      },
      (error: unknown) => {
        if (alive) setDrawn({ value, modules: null, error });
      },
    );
    return () => {
      alive = false;
    };
  }, [value, empty]);

  const current = drawn?.value === value ? drawn : null;
  useEffect(() => {
    if (current && current.modules === null) onError?.(current.error ?? new Error(`CODE128 cannot encode "${current.value}"`));
  }, [current, onError]);

  if (empty || current?.modules === null) return null;
  // Until the encoder arrives, the barcode's place is kept so nothing below it moves.
  if (!current) return <BarcodePlaceholder />;
  const { modules } = current;
  const width = modules.length + 2 * QUIET;
  return (
    <figure className={styles.barcode}>
      <svg className={styles.bars} role="img" aria-label={label} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" shapeRendering="crispEdges">
        <rect width={width} height={HEIGHT} fill="#fff" />
        {barRuns(modules).map(([x, w]) => (
          <rect key={x} x={x + QUIET} width={w} height={HEIGHT} fill="#000" />
        ))}
      </svg>
      <figcaption className={styles.digits} aria-hidden="true">
        {value}
      </figcaption>
    </figure>
  );
}

/** A barcode's place, kept while its value or its encoder is on the way (nothing below it moves when it shows). */
export function BarcodePlaceholder() {
  // The barcode's own boxes, empty: the same height whatever the fonts and spacing.
  return (
    <div className={styles.barcode} aria-hidden="true">
      <div className={styles.bars} />
      <div className={styles.digits}>{"\u00a0"}</div>
    </div>
  );
}

/** Runs of bar modules ("1"s) as [start, width] pairs, in module units. */
export function barRuns(modules: string): [number, number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < modules.length; ) {
    if (modules[i] !== "1") {
      i++;
      continue;
    }
    let end = i;
    while (modules[end] === "1") end++;
    runs.push([i, end - i]);
    i = end;
  }
  return runs;
}
