/**
 * The stand-in's hosted pages: Checkout at a session's `url` (https://docs.stripe.com/payments/checkout)
 * and the customer portal at a portal session's `url`
 * (https://docs.stripe.com/customer-management). Plain HTML forms, keyboard-operable, with no
 * script: Checkout subscribes (or, in payment mode, pays) or goes back to `cancel_url`; the portal shows the customer's
 * subscriptions, cancels one at the end of its period (the portal's default) or renews it, and
 * links back to `return_url`. No card is asked for: the stand-in charges nothing.
 */
import type { Account } from "./api.ts";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

const day = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

function document(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f6f8fa; }
main { max-width: 32rem; margin: 0 auto; padding: 1.5rem 1rem; }
.note { color: #4a4a4a; font-size: 0.875rem; }
.card { background: #fff; border: 1px solid #d0d7de; border-radius: 0.5rem; padding: 1rem; margin: 1rem 0; }
button, a.button { display: inline-block; font: inherit; padding: 0.75rem 1rem; border-radius: 0.375rem; border: 1px solid #0a2540; background: #0a2540; color: #fff; text-decoration: none; cursor: pointer; min-height: 44px; }
button.secondary, a.secondary { background: #fff; color: #0a2540; }
:focus-visible { outline: 3px solid #635bff; outline-offset: 2px; }
label { display: block; font-weight: 600; }
input { font: inherit; padding: 0.5rem; width: 100%; box-sizing: border-box; margin: 0.25rem 0 1rem; }
</style>
</head>
<body>
<main>
${body}
<p class="note">Local Stripe: a stand-in for development. No card is charged.</p>
</main>
</body>
</html>`;
}

export function checkoutPage(
  view: NonNullable<ReturnType<Account["sessionForPage"]>>,
  error?: string,
) {
  const { session, product, quantity, unitAmount, email } = view;
  const total = unitAmount * quantity;
  const payment = Boolean(session.local_payment);
  if (session.status !== "open") {
    const text =
      session.status === "complete"
        ? payment
          ? "This payment was made."
          : "This subscription has started."
        : "This Checkout Session has expired.";
    return document("Checkout", `<h1>${escape(product)}</h1><p>${text}</p>`);
  }
  const emailField = email
    ? `<p>Billed to ${escape(email)}</p>`
    : `<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required>`;
  const back = session.cancel_url
    ? `<p><a class="button secondary" href="${escape(session.cancel_url)}">Back</a></p>`
    : "";
  if (payment)
    return document(
      `Pay ${product}`,
      `<h1>Pay ${escape(product)}</h1>
<div class="card"><p><strong>${dollars(total)}</strong></p></div>
${error ? `<p role="alert">${escape(error)}</p>` : ""}
<form method="post" action="/c/pay/${escape(session.id)}/complete">
<button type="submit">Pay ${dollars(total)}</button>
</form>
${back}`,
    );
  return document(
    `Subscribe to ${product}`,
    `<h1>Subscribe to ${escape(product)}</h1>
<div class="card">
<p>${quantity.toLocaleString("en-US")} × ${dollars(unitAmount)} per month</p>
<p><strong>${dollars(total)} per month</strong></p>
</div>
${error ? `<p role="alert">${escape(error)}</p>` : ""}
<form method="post" action="/c/pay/${escape(session.id)}/complete">
${emailField}
<button type="submit">Subscribe</button>
</form>
${back}`,
  );
}

export function portalPage(view: NonNullable<ReturnType<Account["portalForPage"]>>, token: string) {
  const items = view.subscriptions
    .map(({ subscription, item, product }) => {
      const total = item.price.unit_amount * item.quantity;
      const state =
        subscription.status === "canceled"
          ? `Canceled${subscription.ended_at ? ` on ${day(subscription.ended_at)}` : ""}`
          : subscription.cancel_at_period_end
            ? `Cancels on ${day(item.current_period_end)}`
            : subscription.status === "past_due"
              ? `Payment failed. Renews on ${day(item.current_period_end)}`
              : `Renews on ${day(item.current_period_end)}`;
      const action =
        subscription.status === "canceled"
          ? ""
          : `<form method="post" action="/p/session/${escape(token)}/${subscription.cancel_at_period_end ? "renew" : "cancel"}">
<input type="hidden" name="subscription" value="${escape(subscription.id)}">
<button type="submit" class="secondary">${subscription.cancel_at_period_end ? "Renew subscription" : "Cancel subscription"}</button>
</form>`;
      return `<li class="card">
<h2>${escape(product)}</h2>
<p>${item.quantity.toLocaleString("en-US")} × ${dollars(item.price.unit_amount)} = ${dollars(total)} per month</p>
<p>${state}</p>
${action}
</li>`;
    })
    .join("\n");
  const back = view.session.return_url
    ? `<p><a class="button" href="${escape(view.session.return_url)}">Return to ${escape(new URL(view.session.return_url).host)}</a></p>`
    : "";
  return document(
    "Billing",
    `<h1>Billing</h1>
${view.email ? `<p>${escape(view.email)}</p>` : ""}
${items ? `<ul style="list-style:none;padding:0">${items}</ul>` : "<p>No subscriptions.</p>"}
${back}`,
  );
}

export const notFoundPage = () =>
  document(
    "Not found",
    "<h1>Not found</h1><p>This page does not exist, or its session has ended.</p>",
  );
