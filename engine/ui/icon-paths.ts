/*
 * A small line-icon set drawn on a 24 px grid: 1.75 px strokes, round caps and joins, no fills,
 * so every icon has the same visual weight next to Korean text of the same size.
 */
export const iconPaths = {
  store: ["M3.5 9 5 4h14l1.5 5", "M3.5 9a2.8 2.8 0 0 0 5.67 0 2.8 2.8 0 0 0 5.66 0 2.8 2.8 0 0 0 5.67 0", "M5 12v8h14v-8", "M10 20v-4.5h4V20"],
  floors: ["M12 3.5 20.5 8 12 12.5 3.5 8z", "m3.5 12 8.5 4.5 8.5-4.5", "m3.5 16 8.5 4.5 8.5-4.5"],
  parking: ["M6 3.5h12A2.5 2.5 0 0 1 20.5 6v12a2.5 2.5 0 0 1-2.5 2.5H6A2.5 2.5 0 0 1 3.5 18V6A2.5 2.5 0 0 1 6 3.5z", "M9.5 17V7h3.25a3 3 0 0 1 0 6H9.5"],
  directions: ["M12 2.75 21.25 12 12 21.25 2.75 12z", "M9.25 14.5v-2.25a1.5 1.5 0 0 1 1.5-1.5h4.5", "m13.25 8.75 2 2-2 2"],
  event: [
    "M4.5 11h15v8.5a1 1 0 0 1-1 1h-13a1 1 0 0 1-1-1z",
    "M3.5 7.5h17V11h-17z",
    "M12 7.5v13",
    "M12 7.5C10.5 4.5 7 4.25 7 6s3.25 1.5 5 1.5c1.75 0 5 .25 5-1.5s-3.5-1.5-5 1.5z",
  ],
  coupon: ["M3.5 7a1 1 0 0 1 1-1h15a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4z", "M15 6.5v1.5M15 11.25v1.5M15 16v1.5"],
  kids: [
    "M12 3a5.25 5.25 0 0 1 5.25 5.5c0 3.5-3 6.5-5.25 6.5s-5.25-3-5.25-6.5A5.25 5.25 0 0 1 12 3z",
    "m11 15.25-.75 1.5h3.5l-.75-1.5",
    "M12 16.75c0 2-2 2.25-2 4.25",
  ],
  library: ["M12 6.5C10 5 7 4.5 3.75 5v13.25C7 17.75 10 18.25 12 19.75c2-1.5 5-2 8.25-1.5V5C17 4.5 14 5 12 6.5z", "M12 6.5v13.25"],
  lounge: ["M5.5 11V8.5a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2V11", "M3.5 13a2 2 0 0 1 4 0v2h9v-2a2 2 0 0 1 4 0v4a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1z", "M6 18v2M18 18v2"],
  dining: ["M6 3v5a3 3 0 0 0 6 0V3", "M9 3v18", "M17.5 21V3C15.5 4.5 14.5 7 14.5 10v3.5h3"],
  member: ["M12 11.5a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M4.5 20.5a7.5 7.5 0 0 1 15 0"],
  service: ["M4.5 17a7.5 7.5 0 0 1 15 0", "M12 9.5V7.25M10 7.25h4", "M3 17h18", "M3.5 20h17"],
  car: [
    "M3.5 16v-3l2-5.25A2 2 0 0 1 7.4 6.5h9.2a2 2 0 0 1 1.9 1.25l2 5.25v3a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1z",
    "M3.5 13h17",
    "M6 17v2.5h3V17M15 17v2.5h3V17",
    "M6.5 15h1M16.5 15h1",
  ],
  back: ["M15 4.5 7.5 12l7.5 7.5"],
  menu: ["M4 6.5h16M4 12h16M4 17.5h16"],
  close: ["m6 6 12 12M18 6 6 18"],
  chevron: ["m9.5 5 7 7-7 7"],
  receipt: ["M5.5 3.5h13v17l-2.17-1.5-2.16 1.5L12 19l-2.17 1.5L7.67 19 5.5 20.5z", "M8.5 8h7M8.5 11.5h7M8.5 15h4"],
  clock: ["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M12 7v5l3.25 2"],
  top: ["M5 4h14", "M12 20V9", "m7 13 5-5 5 5"],
  check: ["m5 12.5 4.5 4.5L19 7.5"],
  search: ["M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z", "m15.5 15.5 4.5 4.5"],
  heart: ["M12 20.25s-7.75-4.6-7.75-10.35A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 7.75 2.5c0 5.75-7.75 10.35-7.75 10.35z"],
  play: ["M8 5.5v13l10-6.5z"],
  pause: ["M8.5 5.5v13M15.5 5.5v13"],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof iconPaths;

/** True when a name from data (a manifest's quick-link icon) is one the set draws. */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(iconPaths, name);
}
