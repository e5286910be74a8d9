import assert from "node:assert/strict";
import { createTeam } from "../team/handler.ts";
import { call, newAccount, rows, service, site } from "./billing.ts";
import { captureErrors } from "./console.ts";

// The owner's team function against the local Supabase of the run: who may call it, what it
// refuses, and a removal. The invitation's e-mail and its link are the local stack's
// (tests/support/stack.test.ts), which has a mailbox; this server has none.

const team = createTeam({ supabase: service, site });

/** A signed-in account made staff, as the owner's SQL line does. */
async function ownerAccount() {
  const account = await newAccount({ partner: false });
  const { error } = await service.from("staff").insert({ user_id: account.userId });
  if (error) throw new Error(`making staff: ${error.message}`);
  return account;
}

Deno.test("refuses anyone but the owner: no session 401, a partner 403", async () => {
  assert.equal(
    (await call(team, null, { action: "remove", user_id: crypto.randomUUID() })).status,
    401,
  );
  const partner = await newAccount();
  assert.deepEqual(await call(team, partner.token, { action: "invite", email: "x@example.com" }), {
    status: 403,
    body: { error: "Only the owner manages the team" },
  });
});

Deno.test("answers 400 to a body it cannot read and an address that is not one", async () => {
  const owner = await ownerAccount();
  for (const body of [{}, { action: "invite" }, { action: "remove", user_id: "1; drop" }])
    assert.equal((await call(team, owner.token, body)).status, 400);
  assert.deepEqual(await call(team, owner.token, { action: "invite", email: "not an address" }), {
    status: 400,
    body: { error: "That e-mail address does not look right" },
  });
});

Deno.test(
  "removes a member: removed_at set, their next request refused; a second removal is 404",
  async () => {
    const owner = await ownerAccount();
    const crew = await newAccount({ partner: false });
    const added = await service.from("crew").insert({ user_id: crew.userId, email: crew.email });
    assert.equal(added.error, null);
    assert.equal((await crew.client.rpc("my_role")).data, "crew");

    const removed = await call(team, owner.token, { action: "remove", user_id: crew.userId });
    assert.deepEqual(removed, { status: 200, body: { removed: crew.userId } });
    const [row] = await rows("crew", "user_id", crew.userId);
    assert.notEqual(row?.removed_at, null);
    assert.equal((await crew.client.rpc("route_night")).status, 403);
    const user = await service.auth.getUser(crew.token);
    assert.equal(user.error?.code, "user_banned");
    assert.equal(
      (await call(team, owner.token, { action: "remove", user_id: crew.userId })).status,
      404,
    );
  },
);

Deno.test("answers 502 when Auth cannot send the invitation, and adds nobody", async () => {
  using errors = captureErrors();
  const owner = await ownerAccount();
  const email = `new-${crypto.randomUUID()}@example.com`;
  assert.deepEqual(await call(team, owner.token, { action: "invite", email }), {
    status: 502,
    body: { error: "The invitation could not be sent" },
  });
  assert.deepEqual(await rows("crew", "email", email), []);
  assert.match(errors.lines.join("\n"), /team: Auth's invite failed/);
});

Deno.test(
  "an address that has an account is not invited: a partner's, and a member still on the team (409)",
  async () => {
    const owner = await ownerAccount();
    const partner = await newAccount();
    const crew = await newAccount({ partner: false });
    await service.from("crew").insert({ user_id: crew.userId, email: crew.email });
    for (const email of [partner.email, crew.email])
      assert.deepEqual(await call(team, owner.token, { action: "invite", email }), {
        status: 409,
        body: { error: "That address already has an account" },
      });
    assert.deepEqual(await rows("crew", "email", partner.email), []);
  },
);

Deno.test(
  "a removed member invited again stays removed and banned while Auth cannot send the e-mail (502)",
  async () => {
    using errors = captureErrors();
    const owner = await ownerAccount();
    const crew = await newAccount({ partner: false });
    await service.from("crew").insert({ user_id: crew.userId, email: crew.email });
    await call(team, owner.token, { action: "remove", user_id: crew.userId });

    // This server has no mailbox: Auth answers that it could not send the password e-mail.
    assert.deepEqual(await call(team, owner.token, { action: "invite", email: crew.email }), {
      status: 502,
      body: { error: "The invitation could not be sent" },
    });
    assert.match(errors.lines.join("\n"), /team: Auth's password e-mail failed/);
    const [row] = await rows("crew", "user_id", crew.userId);
    assert.notEqual(row?.removed_at, null);
    assert.equal((await service.auth.getUser(crew.token)).error?.code, "user_banned");
  },
);
