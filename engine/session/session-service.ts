/** Placeholder: the session machine's service fills this in. */
export interface SessionSnapshot {
  status: "unknown" | "checking" | "visitor" | "member";
  custId: string | null;
}

/** The member session as screens see it. */
export interface SessionService {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
}
