import type { Database } from "@/lib/database.types";
import { read } from "@/lib/result";
import { type Client, type Result } from "@/features/owner/api/requests";

type AccountRow = Database["public"]["Functions"]["partner_accounts"]["Returns"][number];

/** A partner as the Partners view shows them, with their properties and subscriptions. */
export type PartnerSummary = AccountRow["partner"] &
  Pick<AccountRow, "properties" | "subscriptions">;

/**
 * Every partner, newest first, with their properties and subscriptions: one call, joined in SQL
 * (rpc/partner_accounts, where staff read every partner), without the buildings the view does not
 * show (1,500 of them at ten times a real year).
 */
export async function listPartners(supabase: Client): Promise<Result<PartnerSummary[]>> {
  const answer = read(
    await supabase.rpc("partner_accounts", { with_buildings: false }).retry(false),
  );
  if (!answer.ok) return answer;
  return {
    ok: true,
    data: answer.data.map(({ partner, properties, subscriptions }) => ({
      ...partner,
      properties,
      subscriptions,
    })),
  };
}
