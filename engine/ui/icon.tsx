import { iconPaths, type IconName } from "./icon-paths.ts";

export type { IconName } from "./icon-paths.ts";

export interface IconProps {
  name: IconName;
  /** Rendered size in px (the drawing grid is always 24). */
  size?: number;
  /** Accessible name; without one the icon is decorative and hidden from assistive tech. */
  label?: string;
  className?: string;
}

/** An inline SVG line icon in the current text colour. */
export function Icon({ name, size = 24, label, className }: IconProps) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true, focusable: "false" as const };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...a11y}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
