import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { SupabaseTestServer } from "./supabase-server";

export const staffEmail = "owner@example.com";
export const staffPassword = "correct horse battery";
export const partnerEmail = "partner@example.com";

/** A request as the form sends it (src/features/request/lib/validate.ts), with the form's own id. */
export function sentRequest(overrides: Record<string, unknown> = {}) {
  return {
    id: crypto.randomUUID(),
    service: "trash_collection",
    name: "Pat Doe",
    phone: "+18015550142",
    email: "pat@example.com",
    address: "123 Main St",
    unit: "4B",
    city: "Orem",
    rooms: 3,
    garage_size: null,
    start_date: null,
    contact_method: "text",
    notes: "Gate code 1234",
    property_name: null,
    units: null,
    sms_consent: true,
    photo_count: 0,
    ...overrides,
  };
}

/** A supabase-js client of its own (no storage shared with the app), signed in when asked. */
export async function clientFor(
  server: SupabaseTestServer,
  email?: string,
  password = staffPassword,
): Promise<SupabaseClient> {
  const client = createClient(server.url, server.anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      // Clients of one storage key hear each other's sign-ins (a BroadcastChannel of that name):
      // an anonymous client must not become the staff client signed in beside it.
      storageKey: `sb-test-${email ?? "anon"}-auth-token`,
    },
  });
  if (email) {
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw error;
  }
  return client;
}
