import { useEffect, useState, type ReactNode } from "react";
import { ownerConfig } from "@/features/owner/content";
import { isStaff, type Result, type Client } from "@/features/owner/api/requests";
import { LoadFailure } from "./LoadFailure";

/**
 * Shows the inbox only to staff (public.is_staff()); another account is told it has no access
 * and never asks for a row. OwnerApp keys it by user, so another account is asked afresh.
 */
export function StaffGate({ client, children }: { client: Client; children: ReactNode }) {
  const [answer, setAnswer] = useState<Result<boolean> | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    void isStaff(client).then((result) => active && setAnswer(result));
    return () => {
      active = false;
    };
  }, [client, attempt]);
  const retry = () => {
    setAnswer(null);
    setAttempt((n) => n + 1);
  };

  if (!answer) return <p role="status">{ownerConfig.loading}</p>;
  if (!answer.ok) return <LoadFailure failure={answer.failure} onRetry={retry} />;
  if (!answer.data) return <p className="text-lg font-semibold text-ink">{ownerConfig.noAccess}</p>;
  return children;
}
