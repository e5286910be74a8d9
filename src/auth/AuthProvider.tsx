import type { ReactNode } from "react";

// Placeholder until the auth context lands (issue 3).
export function AuthProvider({ children }: { children: ReactNode }) {
  return children;
}
