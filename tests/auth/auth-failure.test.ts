import { expect, it } from "vitest";
import { signInFailure, weakPasswordReasons } from "@/auth/auth-failure";
import { allowConsoleErrors } from "../support/console";
import { clientFor } from "../support/inbox-fixtures";
import { startSupabaseServer } from "../support/supabase-server";

it("reads supabase-js's real errors: wrong credentials, an address not confirmed, no answer, a server failing", async () => {
  const server = await startSupabaseServer();
  await server.addUser("a@example.com", "correct horse battery");
  const client = await clientFor(server);
  const wrong = await client.auth.signInWithPassword({ email: "a@example.com", password: "x" });
  expect(signInFailure(wrong.error)).toBe("credentials");

  // supabase/config.toml asks a new account to confirm its e-mail first.
  await client.auth.signUp({ email: "new@example.com", password: "correct horse battery" });
  const early = await client.auth.signInWithPassword({
    email: "new@example.com",
    password: "correct horse battery",
  });
  expect(signInFailure(early.error)).toBe("unconfirmed");

  const session = await client.auth.signInWithPassword({
    email: "a@example.com",
    password: "correct horse battery",
  });
  const weak = await client.auth.updateUser({ password: "short" });
  expect(weakPasswordReasons(weak.error)).toEqual(["length"]);
  expect(weakPasswordReasons(wrong.error)).toBeNull();
  expect(session.error).toBeNull();

  await server.close();
  allowConsoleErrors(/^TypeError: fetch failed/); // supabase-js logs the failed fetch itself
  const down = await client.auth.signInWithPassword({ email: "a@example.com", password: "x" });
  expect(signInFailure(down.error)).toBe("offline");
  expect(signInFailure({ status: 503, name: "AuthApiError" })).toBe("offline");
  expect(signInFailure({ status: 422, code: "email_address_invalid" })).toBe("other");
});
