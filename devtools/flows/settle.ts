/** Resolves after the current macrotask, so started promise actors (the fakes) have settled. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
