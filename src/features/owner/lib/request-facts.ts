import { ownerConfig } from "@/features/owner/content";
import type { InboxRequest } from "@/features/owner/api/requests";

/** What was asked for in a few words: the monthly estimate, or the garage's size. */
export function sizeOf(request: InboxRequest): string | null {
  if (request.rooms) return ownerConfig.estimate(request.rooms);
  if (!request.garage_size) return null;
  return ownerConfig.garageSize(request.garage_size);
}
