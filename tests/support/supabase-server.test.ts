// @vitest-environment node
// The local Supabase's PostgREST through the real supabase-js: its answers are the migrations'.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { businessDay } from "@/lib/service-request";
import { partnerEmail, sentRequest, staffEmail, staffPassword } from "./inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "./supabase-server";

let server: SupabaseTestServer;
let anon: SupabaseClient;

const client = (key: string) =>
  createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

async function signedIn(email: string) {
  const signed = client(server.anonKey);
  const { error } = await signed.auth.signInWithPassword({ email, password: staffPassword });
  if (error) throw error;
  return signed;
}

/** A request stored as submit-request stores it: the service role calls submit_request. */
const submit = async (row: Record<string, unknown>) => {
  const { data, status, error } = await client(server.serviceRoleKey).rpc("submit_request", {
    request: row,
  });
  return [status, error?.code ?? (data as { held: boolean }).held];
};

// A first server of the run boots a database; on a busy 2-core machine that passes 10 s.
beforeAll(async () => {
  server = await startSupabaseServer();
  anon = client(server.anonKey);
}, 60_000);
afterAll(() => server.close());
beforeEach(() => server.reset());

describe("a request the migrations refuse is refused through PostgREST's RPC", () => {
  const yesterday = businessDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
  const refused: [string, Record<string, unknown>, [number, string]][] = [
    ["a malformed phone", { phone: "801-555-0142" }, [400, "23514"]],
    ["a city not served", { city: "Denver" }, [400, "23514"]],
    ["a start date in the past", { start_date: yesterday }, [400, "23514"]],
  ];
  for (const [name, change, answer] of refused) {
    it(`${name}: ${answer.join(" ")}`, async () => {
      expect(await submit(sentRequest(change))).toEqual(answer);
      expect(await server.rows()).toEqual([]);
    });
  }

  it("an insert with the anon key: 401 42501 (requests go through submit-request)", async () => {
    const { status, error } = await anon.from("service_requests").insert(sentRequest());
    expect([status, error?.code]).toEqual([401, "42501"]);
    expect(await server.rows()).toEqual([]);
  });

  it("a fourth request from one phone within a day is stored held", async () => {
    for (let i = 0; i < 3; i += 1) expect(await submit(sentRequest())).toEqual([200, false]);
    expect(await submit(sentRequest())).toEqual([200, true]);
    expect(await server.rows()).toHaveLength(4);
  });
});

describe("the API gateway's compression (as Supabase's Envoy compresses)", () => {
  /** A read of the staff's requests, asking for `encoding`; the body as the client decodes it. */
  const read = async (encoding: string) => {
    const staff = await signedIn(staffEmail);
    const token = (await staff.auth.getSession()).data.session?.access_token;
    const response = await fetch(`${server.url}/rest/v1/service_requests?select=*`, {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${token}`,
        "accept-encoding": encoding,
      },
    });
    return { encoding: response.headers.get("content-encoding"), rows: await response.json() };
  };

  it("sends JSON of 100 bytes or more brotli, or gzip, as the client accepts, and small or unasked answers as they are", async () => {
    await server.addUser(staffEmail, staffPassword, { staff: true });
    expect(await read("gzip, deflate, br")).toEqual({ encoding: null, rows: [] });
    await server.addRequest(sentRequest());
    const br = await read("gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(br.rows).toEqual([expect.objectContaining({ name: "Pat Doe" })]);
    expect(await read("gzip")).toEqual({ encoding: "gzip", rows: br.rows });
    expect(await read("identity")).toEqual({ encoding: null, rows: br.rows });
  });
});

describe("PostgREST's shapes", () => {
  it("stores the row with the database's defaults and reads it back only as staff", async () => {
    await server.addUser(staffEmail, staffPassword, { staff: true });
    const sent = sentRequest();
    expect(await submit(sent)).toEqual([200, false]);
    const staff = await signedIn(staffEmail);
    const { data, status } = await staff.from("service_requests").select("id,status,created_at");
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: sent.id, status: "new", created_at: expect.stringMatching(/\+00:00$/) },
    ]);
    // Reading needs SELECT, which anon lacks.
    const back = await anon.from("service_requests").select("id");
    expect([back.status, back.error?.code]).toEqual([401, "42501"]);
  });

  it("counts in Content-Range, pages by offset and limit, and answers HEAD without a body", async () => {
    await server.addUser(staffEmail, staffPassword, { staff: true });
    for (let i = 0; i < 5; i += 1)
      await server.addRequest(sentRequest({ name: `P${i}` }), new Date(Date.now() - i * 60_000));
    const staff = await signedIn(staffEmail);
    const page = await staff
      .from("service_requests")
      .select("name", { count: "exact" })
      .order("created_at", { ascending: true })
      .range(1, 2);
    expect([page.status, page.count, page.data]).toEqual([
      206,
      5,
      [{ name: "P3" }, { name: "P2" }],
    ]);
    const head = await staff
      .from("service_requests")
      .select("id", { count: "exact", head: true })
      .in("name", ["P0", "P1", "nobody"]);
    expect([head.status, head.count, head.data]).toEqual([200, 2, null]);
  });

  it("answers 42501 with 403 to a signed-in role, and a duplicate key with 409", async () => {
    await server.addUser(staffEmail, staffPassword, { staff: true });
    await server.addUser(partnerEmail, staffPassword);
    const row = await server.addRequest(sentRequest());
    const staff = await signedIn(staffEmail);
    const denied = await staff.from("service_requests").delete().eq("id", row.id);
    expect([denied.status, denied.error?.code]).toEqual([403, "42501"]);
    expect(await submit(sentRequest({ id: row.id }))).toEqual([409, "23505"]);
    const unknown = await staff.from("no_such_table").select("*");
    expect([unknown.status, unknown.error?.code]).toEqual([404, "PGRST205"]);
  });

  it("upserts on a conflict column for the service role, merging the duplicate", async () => {
    const service = client(server.serviceRoleKey);
    const userId = await server.addUser(partnerEmail, staffPassword);
    const write = (phone: string) =>
      service
        .from("partners")
        .upsert(
          { user_id: userId, company_name: "Maple Homes", contact_name: "Pat", phone },
          { onConflict: "user_id" },
        );
    expect((await write("+18015550101")).status).toBe(201);
    expect((await write("+18015550102")).status).toBe(201);
    const { data } = await service.from("partners").select("user_id, phone");
    expect(data).toEqual([{ user_id: userId, phone: "+18015550102" }]);
    // The anon key may not write there at all.
    const refused = await anon.from("partners").upsert({ company_name: "x" });
    expect([refused.status, refused.error?.code]).toEqual([401, "42501"]);
  });

  it("answers .single() with one object, and 406 PGRST116 for any other count, a write rolled back", async () => {
    const service = client(server.serviceRoleKey);
    const userId = await server.addUser(partnerEmail, staffPassword);
    const partner = { company_name: "Maple Homes", contact_name: "Pat", phone: "+18015550101" };
    const one = await service
      .from("partners")
      .insert({ ...partner, user_id: userId })
      .select("user_id")
      .single();
    expect([one.status, one.data]).toEqual([201, { user_id: userId }]);
    const none = await service.from("partners").select("id").eq("phone", "+18015550199").single();
    expect([none.status, none.error?.code, none.error?.details]).toEqual([
      406,
      "PGRST116",
      "The result contains 0 rows",
    ]);
    const otherId = await server.addUser("other@example.com", staffPassword);
    const thirdId = await server.addUser("third@example.com", staffPassword);
    const two = await service
      .from("partners")
      .insert([
        { ...partner, user_id: otherId },
        { ...partner, user_id: thirdId },
      ])
      .select("id")
      .single();
    expect([two.status, two.error?.code]).toEqual([406, "PGRST116"]);
    const { count } = await service.from("partners").select("*", { count: "exact", head: true });
    expect(count).toBe(1);
  });

  it("returns from a write the selected columns and the key, so a grant on some columns is enough", async () => {
    // Staff may read every column of a mark but who made it (marked_by).
    const staffId = await server.addUser(staffEmail, staffPassword, { staff: true });
    const [mark] = await server.sql<{ id: string }>(
      `with p as (insert into public.partners (user_id, company_name, contact_name, phone)
                  values ($1, 'Maple Homes', 'Pat Lee', '+18015550190') returning id),
            prop as (insert into public.properties (partner_id, name, street_address, city, units,
                       set_out_from, set_out_until, service_override)
                     select id, 'Maple Court', '100 N Main St', 'Orem', 24, '18:00', '20:00', 'on'
                       from p
                     returning id),
            b as (insert into public.property_buildings (property_id, name, position)
                  select id, 'North', 0 from prop returning id, property_id)
       insert into public.pickup_marks (id, building_id, property_id, kind, marked_at)
       select gen_random_uuid(), id, property_id, 'picked_up', now() from b returning id`,
      [staffId],
    );
    const staff = await signedIn(staffEmail);
    const every = await staff.from("pickup_marks").delete().eq("id", mark?.id).select("*");
    expect([every.status, every.error?.code]).toEqual([403, "42501"]);
    const removed = await staff.from("pickup_marks").delete().eq("id", mark?.id).select("id");
    expect([removed.status, removed.data]).toEqual([200, [{ id: mark?.id }]]);
    const again = await staff.from("pickup_marks").delete().eq("id", mark?.id).select("id");
    expect([again.status, again.data]).toEqual([200, []]);
  });
});
