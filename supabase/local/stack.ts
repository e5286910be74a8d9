/**
 * The whole product's backend on one machine, with no account: the local Supabase (server.ts,
 * the real migrations on PGlite), the edge functions under Deno behind its gateway
 * (functions.ts), the mailbox that stands in for Resend (mailbox.ts), the Stripe that stands in
 * for Stripe's API (stripe/server.ts) and the Turnstile that stands in for Cloudflare's
 * siteverify (turnstile.ts). `npm run dev` runs it
 * (dev.ts) and so do the browser tests (e2e/stack.ts), so a journey sees what a developer sees.
 *
 * Each service beside the API listens on the API's port plus its offset below (when the API's
 * port is fixed, as in `npm run dev`; tests take free ports), and gives the functions the
 * variables that point them at it. A new local service is one entry here: start it, add its
 * offset, and merge its variables into `secrets`.
 */
import { randomBytes } from "node:crypto";
import { startFunctions, type Functions } from "./functions";
import { startMailbox, type Email } from "./mailbox";
import { startSupabaseServer } from "./server";
import { startStripe } from "./stripe/server";
import { startTurnstile, type TurnstileWidget } from "./turnstile";

/**
 * Each service's port above the API's: the mailbox where `supabase start` puts Mailpit, Stripe
 * and Turnstile on the next free ones.
 */
const portOffsets = { mailbox: 3, stripe: 4, turnstile: 5 } as const;

/** A real Stripe account in test mode (`.env.local`), used instead of the local one. */
export type RealStripe = { secretKey: string; priceId: string; webhookSecret: string };

/** A VAPID key pair and its contact (RFC 8292), as notify-owner reads them. */
export type Vapid = { publicKey: string; privateKey: string; subject: string };

export type StackOptions = {
  /** The API's port; 0 (the default) for free ports for every service. */
  port?: number;
  /** The site: the e-mails and notifications link to its /owner (SITE_URL). */
  siteUrl: string;
  /** Where new-request e-mails go (NOTIFY_EMAIL_TO). */
  ownerEmail: string;
  /** Push keys for the functions; without them no push is sent, as on a deploy without them. */
  vapid?: Vapid;
  /** The database, stored bytes and Auth state to keep (npm run dev); tests leave them out. */
  supabase?: Omit<Parameters<typeof startSupabaseServer>[0], "port" | "mailer" | "siteUrl">;
  /** The messages to start the mailbox with, and where to report each change. */
  emails?: Email[];
  onEmails?: (emails: Email[]) => void;
  /** Each line the functions print. */
  onFunctionLog?: (line: string) => void;
  /** A PEM file of a certificate authority the functions trust (the tests' push service's). */
  trustCa?: string;
  /**
   * Where the local Stripe keeps its account across restarts (npm run dev); or a real Stripe
   * account to use instead, whose webhooks reach the function through `stripe listen`.
   */
  stripe?: { stateFile: string } | { real: RealStripe };
  /**
   * The Turnstile widget whose tokens submit-request and submit-report check: the local Turnstile
   * knows it and the functions get its secret (TURNSTILE_SECRET_KEY). Without it the functions get
   * no secret and TURNSTILE_LOCAL_SKIP=1, the one setting that lets them skip the check (a deploy
   * without a secret holds every request instead); a secret alone (one of Cloudflare's test
   * secrets) is checked by the local Turnstile as Cloudflare documents.
   */
  turnstile?: TurnstileWidget | { secretKey: string };
  /** More of the functions' own secrets, over the local ones (a journey's QUOTE_DEPOSIT). */
  secrets?: Record<string, string>;
};

export type LocalStack = Awaited<ReturnType<typeof startLocalStack>>;

export async function startLocalStack(options: StackOptions) {
  const at = (offset: number) => (options.port ? options.port + offset : 0);
  const mailbox = await startMailbox({
    port: at(portOffsets.mailbox),
    emails: options.emails,
    onChange: options.onEmails,
  });
  const supabase = await startSupabaseServer({
    ...options.supabase,
    port: options.port ?? 0,
    siteUrl: options.siteUrl,
    mailer: { url: mailbox.url, apiKey: mailbox.apiKey },
  }).catch(async (error: unknown) => {
    await mailbox.close();
    throw error;
  });
  const turnstile = await startTurnstile({
    port: at(portOffsets.turnstile),
    widget: options.turnstile && "siteKey" in options.turnstile ? options.turnstile : undefined,
  }).catch(async (error: unknown) => {
    await Promise.all([supabase.close(), mailbox.close()]);
    throw error;
  });
  const webhookSecret = randomBytes(24).toString("base64url");
  const real = options.stripe && "real" in options.stripe ? options.stripe.real : null;
  const stripeWebhookSecret = real?.webhookSecret ?? `whsec_${randomBytes(24).toString("hex")}`;
  const stripe = real
    ? null
    : await startStripe({
        port: at(portOffsets.stripe),
        webhook: {
          url: `${supabase.url}/functions/v1/stripe-webhook`,
          secret: stripeWebhookSecret,
        },
        stateFile:
          options.stripe && "stateFile" in options.stripe ? options.stripe.stateFile : undefined,
      }).catch(async (error: unknown) => {
        await Promise.all([supabase.close(), mailbox.close(), turnstile.close()]);
        throw error;
      });

  // What the platform gives every function (supabase.com/docs/guides/functions/secrets), then
  // the functions' own secrets (docs/deploy/supabase.md) with local values. SUPABASE_DB_URL is
  // left out: PGlite runs inside this process and speaks no PostgreSQL protocol.
  const secrets: Record<string, string> = {
    SUPABASE_URL: supabase.url,
    SUPABASE_ANON_KEY: supabase.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey,
    WEBHOOK_SECRET: webhookSecret,
    RESEND_API_KEY: mailbox.apiKey,
    RESEND_API_BASE: mailbox.url,
    NOTIFY_EMAIL_TO: options.ownerEmail,
    NOTIFY_EMAIL_FROM: "Requests <requests@example.com>",
    // The customers' e-mails say how to reach the business: the local build's number
    // (scripts/with-env-local.js) and review link (scripts/test-env.js).
    BUSINESS_PHONE: "+18017852200",
    REVIEW_URL: "https://www.example.com/review",
    SITE_URL: options.siteUrl,
    STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
    ...(stripe
      ? {
          STRIPE_SECRET_KEY: stripe.secretKey,
          STRIPE_PRICE_ID: stripe.priceId,
          STRIPE_API_BASE: stripe.url,
        }
      : real && { STRIPE_SECRET_KEY: real.secretKey, STRIPE_PRICE_ID: real.priceId }),
    TURNSTILE_API_BASE: turnstile.url,
    ...(options.turnstile
      ? { TURNSTILE_SECRET_KEY: options.turnstile.secretKey }
      : { TURNSTILE_LOCAL_SKIP: "1" }),
    ...(options.vapid && {
      VAPID_PUBLIC_KEY: options.vapid.publicKey,
      VAPID_PRIVATE_KEY: options.vapid.privateKey,
      VAPID_SUBJECT: options.vapid.subject,
    }),
    ...options.secrets,
  };

  /**
   * The Vault entries of the new-request trigger (docs/deploy/push-and-webhook.md) and of the
   * units billed (docs/deploy/stripe.md), as the owner sets them in the SQL Editor: pg_net calls
   * the functions through the gateway, as on the platform.
   */
  async function fillVault() {
    const entries = {
      notify_owner_url: `${supabase.url}/functions/v1/notify-owner`,
      notify_owner_secret: webhookSecret,
      update_billed_units_url: `${supabase.url}/functions/v1/update-billed-units`,
      update_billed_units_secret: webhookSecret,
    };
    await supabase.sql("delete from vault.secrets where name = any($1)", [Object.keys(entries)]);
    for (const [name, value] of Object.entries(entries))
      await supabase.sql("select vault.create_secret($1, $2)", [value, name]);
  }

  let functions: Functions;
  try {
    await fillVault();
    functions = await startFunctions({
      env: secrets,
      onLog: options.onFunctionLog,
      trustCa: options.trustCa,
    });
  } catch (error) {
    await Promise.all([supabase.close(), mailbox.close(), stripe?.close(), turnstile.close()]);
    throw error;
  }
  supabase.useFunctions(functions.url);

  return {
    /** The API (the project's URL), as the site and the functions reach it. */
    url: supabase.url,
    supabase,
    mailbox,
    functions,
    /** The local Stripe; null when a real account is used. */
    stripe,
    /** The local Turnstile: its siteverify, and tokens as its widget would hand them out. */
    turnstile,
    /**
     * Forgets everything a test did: the database's rows and Auth's accounts (the Vault entries
     * are set again), the mails, the tokens, the functions' log lines, the answers a test asked
     * for.
     */
    async reset() {
      await supabase.reset();
      await fillVault();
      mailbox.reset();
      turnstile.reset();
      functions.clearLogs();
    },
    async close() {
      await functions.close();
      await stripe?.close();
      await turnstile.close();
      await supabase.close();
      await mailbox.close();
    },
  };
}
