import { useCallback } from "react";
import { TriangleAlert } from "lucide-react";
import { checkTroubleSince } from "@/features/owner/api/held";
import type { Client } from "@/features/owner/api/requests";
import { ownerConfig } from "@/features/owner/content";
import { exactTime } from "@/features/owner/lib/time";
import { useLoad } from "@/lib/use-load";

const copy = ownerConfig.checkTrouble;

/**
 * A notice, in plain words, while requests or reports are held because the site's human check
 * could not be made (a missing or refused Turnstile secret, no SITE_URL): the database says when
 * the newest such one came within the last day. Nothing shows otherwise.
 */
export function CheckTrouble({ client }: { client: Client }) {
  const { state } = useLoad(
    useCallback(
      async () => ({ ok: true, data: await checkTroubleSince(client) }) as const,
      [client],
    ),
  );
  const since = state.kind === "ready" ? state.data : null;
  if (!since) return null;
  return (
    <section
      aria-labelledby="check-trouble-title"
      className="flex gap-3 rounded-xl border-2 border-danger bg-white p-4"
    >
      <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-danger" />
      <div className="grid min-w-0 gap-1">
        <h2 id="check-trouble-title" className="font-bold text-ink">
          {copy.title}
        </h2>
        <p className="text-ink">{copy.body(exactTime(since))}</p>
      </div>
    </section>
  );
}
