import { createClient } from "@supabase/supabase-js";
import { beforeEach, expect, expectTypeOf, it } from "vitest";
import type { Database, Tables } from "@/lib/database.types";

// What `createClient<Database>` gives the app: rows typed by the columns a query names, and a
// misspelled table, column or function refused by `npm run typecheck` (each @ts-expect-error
// below fails the type check the day its line compiles, e.g. once the column really exists).

const row = { id: "6f1c2d3e-0000-4000-8000-000000000001", status: "new", photo_count: 2 };

const requests: string[] = [];
const supabase = createClient<Database>("http://127.0.0.1:54321", "anon-key", {
  auth: { persistSession: false, autoRefreshToken: false },
  global: {
    fetch: async (input) => {
      requests.push(String(input));
      return Response.json([row]);
    },
  },
});

beforeEach(() => {
  requests.length = 0;
});

it("types the rows of a select by the columns it names", async () => {
  const { data, error } = await supabase
    .from("service_requests")
    .select("id, status, photo_count")
    .eq("status", "new");

  expectTypeOf(data).toEqualTypeOf<{ id: string; status: string; photo_count: number }[] | null>();
  expect(error).toBeNull();
  expect(data).toEqual([row]);
  expect(requests).toEqual([
    "http://127.0.0.1:54321/rest/v1/service_requests?select=id%2Cstatus%2Cphoto_count&status=eq.new",
  ]);
});

it("refuses misspelled tables, columns and functions at type-check time", () => {
  // Builders send nothing until awaited: these lines exist for the type checker.
  // @ts-expect-error: no table service_requets
  void supabase.from("service_requets");
  // @ts-expect-error: no column stauts to filter on
  void supabase.from("service_requests").select("id").eq("stauts", "new");
  // @ts-expect-error: no column stauts to write
  void supabase.from("service_requests").update({ stauts: "contacted" });
  // @ts-expect-error: status is text
  void supabase.from("service_requests").update({ status: 3 });
  // @ts-expect-error: no function is_staf
  void supabase.rpc("is_staf");

  type Request = Tables<"service_requests">;
  // @ts-expect-error: the Row has no stauts
  expectTypeOf<Request["stauts"]>().toBeString();
  expectTypeOf<Request["status"]>().toBeString();

  expect(requests).toEqual([]);
});
