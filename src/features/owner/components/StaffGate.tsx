import { useCallback, useEffect, useState, type ReactNode } from "react";
import { partnerPaths } from "@/config/site";
import { ownerConfig } from "@/features/owner/content";
import { accessOf, rememberAccess, wasStaff } from "@/features/owner/api/access";
import type { Client } from "@/features/owner/api/requests";
import { useLoad } from "@/lib/use-load";
import { LoadFailure } from "./LoadFailure";

/**
 * Shows the inbox only to staff (public.my_role()); a crew member is sent to the route, another
 * account is told it has no access and never asks for a row, and a property manager is told where
 * their own page is. An account that was staff on its last visit on this device gets the inbox
 * at once, beside the check, which takes it away if the answer has changed. OwnerApp keys it by
 * user, so another account is asked afresh.
 */
export function StaffGate({
  client,
  userId,
  children,
}: {
  client: Client;
  userId: string;
  children: ReactNode;
}) {
  const [staffBefore] = useState(() => wasStaff(userId));
  const { state: answer, retry } = useLoad(useCallback(() => accessOf(client), [client]));
  const crew = answer.kind === "ready" && answer.data === "crew";
  // The crew's work is the route: the inbox is the owner's.
  useEffect(() => {
    if (crew) window.location.replace(ownerConfig.crewRoute.href);
  }, [crew]);
  useEffect(() => {
    if (answer.kind === "ready") rememberAccess(userId, answer.data);
  }, [answer, userId]);

  // A check that failed leaves the inbox to say what failed in its own reads.
  if (staffBefore && (answer.kind !== "ready" || answer.data === "staff")) return children;
  if (answer.kind === "loading") return <p role="status">{ownerConfig.loading}</p>;
  if (answer.kind === "failed") return <LoadFailure failure={answer.failure} onRetry={retry} />;
  if (crew) return <p role="status">{ownerConfig.crewRoute.opening}</p>;
  if (answer.data === "partner")
    return (
      <p className="text-lg text-ink">
        {ownerConfig.partnerHere}{" "}
        <a href={partnerPaths.account} className="font-semibold text-brand-dark underline">
          {ownerConfig.partnerPage}
        </a>
      </p>
    );
  if (answer.data === "none")
    return <p className="text-lg font-semibold text-ink">{ownerConfig.noAccess}</p>;
  return children;
}
