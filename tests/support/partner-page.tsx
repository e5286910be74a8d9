import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { email, password } from "./auth-harness";
import type { SupabaseTestServer } from "./supabase-server";

// /partner with the real AuthProvider, supabase-js and the local Supabase on the migrated
// database (tests/app/routes/Partner.test.tsx, PartnerLog.test.tsx): the page, a sign-in, and
// the harness's account as a partner.

export const slow = { timeout: 10_000 };

export async function renderPartner(path = "/partner") {
  const { AuthProvider } = await import("@/auth/AuthProvider");
  const { default: Partner } = await import("@/app/routes/Partner");
  const user = userEvent.setup();
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <Partner />
      </MemoryRouter>
    </AuthProvider>,
  );
  return user;
}

export async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("E-mail", {}, slow), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

/**
 * The harness's account as a partner with one property of three buildings; their ids. The
 * property is served (turned on by hand) unless `draft`: nothing pays for it yet.
 */
export async function asPartner(server: SupabaseTestServer, { draft = false } = {}) {
  const [partner] = await server.sql<{ id: string }>(
    `insert into public.partners (user_id, company_name, contact_name, phone)
     select id, 'Maple Homes', 'Pat Lee', '+18015550190' from auth.users where email = $1
     returning id`,
    [email],
  );
  const [property] = await server.sql<{ id: string }>(
    `insert into public.properties (partner_id, name, street_address, city, units, set_out_from, set_out_until, access_notes, service_override)
     values ($1, 'Maple Court', '100 N Main St', 'Orem', 24, '18:00', '24:00', 'Gate 4321', $2) returning id`,
    [partner?.id, draft ? null : "on"],
  );
  for (const [position, name] of ["A", "B", "C"].entries())
    await server.sql(
      "insert into public.property_buildings (property_id, name, position) values ($1, $2, $3)",
      [property?.id, name, position],
    );
  return { partnerId: partner?.id ?? "", propertyId: property?.id ?? "" };
}
