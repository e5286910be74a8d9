import type { ProblemKind } from "@/lib/pickups";

/**
 * The name of each problem the crew marks, as the crew's route offers it and the partner's log
 * and its CSV show it. Only the pages that show pickups import it: no visitor's page carries it.
 */
export const problemNames = {
  nothing_set_out: "Nothing set out",
  outside_window: "Bag outside the window",
  overflowing_dumpster: "Overflowing dumpster",
  bulk_item: "Bulk item left",
  no_access: "No access",
} satisfies Record<ProblemKind, string>;
