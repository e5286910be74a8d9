import { trashCount } from "@shared/services";
import { ownerConfig } from "@/features/owner/content";
import type { InboxRequest } from "@/features/owner/api/requests";

/** What was asked for in a few words: the monthly estimate of its count, or the garage's size. */
export function sizeOf(request: InboxRequest): string | null {
  const count = trashCount(request);
  if (count) return ownerConfig.estimate(count);
  if (!request.garage_size) return null;
  return ownerConfig.garageSize(request.garage_size);
}

/** Where the request came from: the page kind in words, and the referring site when known. */
export function sourceLabel(request: InboxRequest): string | null {
  const page = request.source_page && ownerConfig.progress.sources[request.source_page];
  return [page, request.source_host].filter(Boolean).join(" · ") || null;
}
