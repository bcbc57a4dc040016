import type { ReactNode } from "react";

// Replaced by the session work (the login prompt); until then the route renders as is.
export function RequireMember({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
