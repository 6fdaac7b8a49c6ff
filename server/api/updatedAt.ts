// The stamp optimistic concurrency compares (a form sends back the updatedAt it loaded).

/** Strictly after the previous stamp, so two saves within one millisecond still tell apart. */
export const nextUpdatedAt = (previous: Date): Date => new Date(Math.max(Date.now(), previous.getTime() + 1));
