import type { CSSProperties } from "react";
import styles from "./skeleton.module.css";

export interface SkeletonProps {
  /** CSS length (default 100%). */
  width?: string | number;
  /** CSS length (default 1em). */
  height?: string | number;
  /** "text" rounds a little, "block" like a card, "circle" fully. */
  shape?: "text" | "block" | "circle";
  className?: string;
}

/**
 * A placeholder shape while content loads. It is decorative: the loading region itself should carry
 * aria-busy (and the shell's loading overlay announces progress).
 */
export function Skeleton({ width = "100%", height = "1em", shape = "text", className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return <span aria-hidden="true" className={`${styles.skeleton} ${styles[shape]} ${className ?? ""}`} style={style} />;
}

/** Several text lines, the last one shorter, as paragraphs look. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className={styles.lines} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? "60%" : "100%"} />
      ))}
    </span>
  );
}
