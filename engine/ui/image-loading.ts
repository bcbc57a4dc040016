/**
 * How an image loads: an eager one (above the fold, a page's largest paint) at once and ahead of
 * the page's other images; the rest lazily, when scrolled near.
 */
export const imageLoading = (eager: boolean) => (eager ? { loading: "eager" as const, fetchPriority: "high" as const } : { loading: "lazy" as const });
