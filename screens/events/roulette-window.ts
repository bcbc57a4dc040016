/** A span of days, YYYY-MM-DD, both ends included (a mall's roulette window). */
export interface DayWindow {
  from: string;
  to: string;
}

/** The window that holds `today` (YYYY-MM-DD), or null when none does. */
export function openWindow(windows: readonly DayWindow[], today: string): DayWindow | null {
  return windows.find((w) => w.from <= today && today <= w.to) ?? null;
}
