import type { Supabase } from "@/auth/supabase";
import type { CompositeTypes, Database, Tables } from "@/lib/database.types";
import type { Result } from "@/lib/result";

// The generator cannot know which returned columns may be null: the tables they come from say.
type PageRow = Database["public"]["Functions"]["resident_page"]["Returns"][number];

/** A building on the residents' page: its name and the time it was picked up tonight, if it was. */
export type ResidentBuilding = Pick<Tables<"property_buildings">, "id" | "name"> &
  Pick<CompositeTypes<"resident_building">, "picked_up_at">;

/**
 * What public.resident_page(code) answers for a property served
 * (supabase/migrations/20261128160100_resident_page_rows.sql): its name, the set-out window and
 * rules, the night, and each building's pickup time; nothing about anyone.
 */
export type ResidentPage = Pick<PageRow, "name" | "city" | "night"> &
  Pick<Tables<"properties">, "set_out_from" | "set_out_until" | "rules"> & {
    buildings: ResidentBuilding[];
  };

/** How long a resident waits for the page before it offers the phone and Try again. */
const loadTimeoutMs = 15_000;

const isText = (value: unknown): value is string => typeof value === "string";
const isTextOrNull = (value: unknown) => value === null || isText(value);

function isBuilding(value: unknown): value is ResidentBuilding {
  const b = value as Partial<ResidentBuilding> | null;
  return (
    typeof b === "object" &&
    b !== null &&
    isText(b.id) &&
    isText(b.name) &&
    isTextOrNull(b.picked_up_at) &&
    (b.picked_up_at === null || !Number.isNaN(Date.parse(b.picked_up_at)))
  );
}

/** Whether an answer has the page's shape: anything else (a proxy's page, say) is a failure. */
function isResidentPage(value: unknown): value is ResidentPage {
  const p = value as Partial<ResidentPage> | null;
  return (
    typeof p === "object" &&
    p !== null &&
    isText(p.name) &&
    isText(p.city) &&
    isTextOrNull(p.set_out_from) &&
    isTextOrNull(p.set_out_until) &&
    isTextOrNull(p.rules) &&
    isText(p.night) &&
    /^\d{4}-\d{2}-\d{2}$/.test(p.night) &&
    Array.isArray(p.buildings) &&
    p.buildings.every(isBuilding)
  );
}

/**
 * The residents' page of the property with this public code: no row from the database is an
 * unknown (or no longer served) property; an error, no answer in time or an answer of another
 * shape is a failure.
 */
export async function loadResidentPage(
  client: Promise<Supabase> | null,
  code: string,
  timeoutMs = loadTimeoutMs,
): Promise<Result<ResidentPage, "not-found" | "other">> {
  try {
    const supabase = await client;
    if (!supabase) return { ok: false, failure: "other" };
    const { data, error } = await supabase
      .rpc("resident_page", { code })
      .abortSignal(AbortSignal.timeout(timeoutMs))
      .retry(false)
      .maybeSingle();
    if (error) return { ok: false, failure: "other" };
    if (data === null) return { ok: false, failure: "not-found" };
    return isResidentPage(data) ? { ok: true, data } : { ok: false, failure: "other" };
  } catch {
    // The supabase-js chunk failed to load (offline).
    return { ok: false, failure: "other" };
  }
}
