/** The fields the spec's order reads. */
export interface Ordered {
  progDt: string;
  progStrtHm: string;
  isMulti: boolean;
}

/** A program's start date-time (seqDttm, spec part-1 §3): its date and first round, "YYYY-MM-DD HHmm", which sorts as text. */
export const seqDttm = (p: Ordered): string => `${p.progDt} ${p.progStrtHm}`;

/**
 * Programs in the spec's order (part-1 §4): by start date-time, single-round before multi-round on
 * a tie; otherwise as given (a stable sort). The pages appended by "more" keep the order whatever
 * order a backend answers in.
 */
export function inSpecOrder<P extends Ordered>(programs: readonly P[]): P[] {
  return [...programs].sort((a, b) => {
    const at = seqDttm(a);
    const bt = seqDttm(b);
    if (at !== bt) return at < bt ? -1 : 1;
    return Number(a.isMulti) - Number(b.isMulti);
  });
}
