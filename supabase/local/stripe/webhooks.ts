/**
 * Webhook deliveries as Stripe makes them (https://docs.stripe.com/webhooks): a POST of the event
 * as JSON to the endpoint's URL, with `Stripe-Signature: t=<unix seconds>,v1=<hex>` where v1 is
 * the HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint's secret (`whsec_…`)
 * (https://docs.stripe.com/webhooks/signature, "Verify signatures manually"). Only a 2xx answer
 * counts as delivered; anything else, a redirect included, or no answer within the timeout is
 * retried. Stripe retries for up to three days with an exponential back-off; the stand-in uses a
 * short schedule (by default 1 s, 5 s, 30 s, 2 min) so that a developer sees a retry, and then
 * gives up, as Stripe does after its last attempt. Deliveries are not kept across a restart.
 */
import { createHmac } from "node:crypto";

/** `t=<seconds>,v1=<hex HMAC-SHA256 of "t.payload">`, as Stripe signs each delivery. */
export function signature(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export type Endpoint = { url: string; secret: string };

/** One attempt to deliver an event, as a test reads it back. */
type Delivery = {
  eventId: string;
  type: string;
  attempt: number;
  /** The endpoint's HTTP status, or null when it could not be reached or timed out. */
  status: number | null;
  error?: string;
  at: string;
};

export function createDeliveries(options: {
  endpoint: () => Endpoint | null;
  retryDelaysMs: readonly number[];
  timeoutMs: number;
}) {
  const log: Delivery[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  async function attempt(event: { id: string; type: string }, payload: string, n: number) {
    const endpoint = options.endpoint();
    if (!endpoint || closed) return;
    const entry: Delivery = {
      eventId: event.id,
      type: event.type,
      attempt: n,
      status: null,
      at: new Date().toISOString(),
    };
    try {
      const response = await fetch(endpoint.url, {
        method: "POST",
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "Stripe-Signature": signature(payload, endpoint.secret),
        },
        body: payload,
      });
      entry.status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      entry.error = String((error as Error).message ?? error);
    }
    log.push(entry);
    const delivered = entry.status !== null && entry.status >= 200 && entry.status < 300;
    const delay = options.retryDelaysMs[n - 1];
    if (!delivered && delay !== undefined && !closed) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        track(attempt(event, payload, n + 1));
      }, delay);
      timers.add(timer);
    }
  }

  function track(work: Promise<void>) {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  return {
    log,
    /** Sends an event's JSON (the same bytes on every attempt), signed afresh each time. */
    send(event: { id: string; type: string }, payload: string) {
      track(attempt(event, payload, 1));
    },
    /** Resolves once nothing is being sent and no retry is waiting. */
    async settled() {
      while (inFlight.size || timers.size) {
        await Promise.all([...inFlight]);
        if (!inFlight.size && timers.size) await new Promise((r) => setTimeout(r, 5));
      }
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...inFlight]);
    },
  };
}
