// Display text the mall backend sends ready-made (the app shows it as is).

/** "YYYY.MM.DD" from a "YYYY-MM-DD" or "YYYYMMDD" date, the way period and receipt texts show a date. */
export function dottedDate(date: string): string {
  return date.replace(/^(\d{4})-?(\d{2})-?(\d{2})$/, "$1.$2.$3");
}

/** 1234567 → "1,234,567" (spec: thousands separators are commas; fractions are dropped). */
export function withCommas(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
