import { jsonReply, type Answers } from "../../supabase/local/answers";

type Answer = Answers["functions"][string];

/** A test's answer in place of the check-subscription function's. */
export const checkAnswer = (answer: Answer): Partial<Answers> => ({
  functions: { "check-subscription": answer },
});

/**
 * The ways a check-subscription call can fail. The unit tests (tests/auth/) and the browser
 * tests (e2e/auth.spec.ts) both run the app against each: logged, not subscribed, page up.
 */
export const checkFailures: [name: string, check: Answer][] = [
  ["HTTP 500", jsonReply({ error: "Stripe is down" }, 500)],
  ["a relay error", { status: 502, body: "relay failed", headers: { "x-relay-error": "true" } }],
  ["the network failing", "network-error"],
  [
    "garbage JSON",
    { status: 200, body: "{subscribed: yes", headers: { "Content-Type": "application/json" } },
  ],
  ["a body of the wrong shape", jsonReply({ subscribed: "yes", subscription_tier: 3 })],
];
