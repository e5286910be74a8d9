/**
 * The browser tests' backend: the local stack `npm run dev` runs (supabase/local/stack.ts: the
 * real migrations on PGlite, the edge functions under Deno, the mailbox), with a push service of
 * the tests' own (supabase/local/push-service.ts), so a journey reads the e-mail the owner got and the push the
 * function sent. Starting it takes seconds (PostgreSQL in WebAssembly, then Deno), so each
 * Playwright worker starts one, on the first test that asks for it, and every test after that
 * gets it emptied (the previous test's browser context closed by then).
 *
 *   test("…", async ({ page, stack, login }) => {
 *     const owner = await login();            // a staff account, signed in in this browser
 *     const pat = await login({ partner: {} }); // or a property manager with a partner row
 *     await page.goto("/owner");
 *     … stack.mailbox.emails() …               // what the backend sent
 *   });
 *
 * The configured build (dist-e2e) talks to the Supabase origin baked into it; `stack` sends this
 * test's requests to that origin on to the worker's stack, and its Realtime socket too.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { testVapid } from "../scripts/test-env.js";
import { startPushService, writeCaFile, type PushService } from "../supabase/local/push-service";
import { startLocalStack, type LocalStack } from "../supabase/local/stack";
import { test as base } from "./fixtures";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { forwardRealtime, forwardSupabase, storageKey } from "./support";

/** The owner's address: new-request e-mails go there, and `login()` signs in with it. */
export const ownerEmail = "owner@example.com";
const vapidSubject = `mailto:${ownerEmail}`;

export type Account = { id: string; email: string; password: string };

/** A partner row's own columns, as a property manager's sign-up stores them. */
export type PartnerDetails = { company_name?: string; contact_name?: string; phone?: string };

export type TestStack = LocalStack & {
  push: PushService;
  /** While `down`, this test's requests to Supabase fail as a network that is down fails them. */
  network: { down: boolean };
  /** Sends a page or context opened apart from this test's context to the stack too. */
  forward(target: Page | BrowserContext): Promise<void>;
  /** Adds an account, staff unless `staff: false`; it is not signed in anywhere. */
  addAccount(options?: { email?: string; password?: string; staff?: boolean }): Promise<Account>;
  /**
   * Sends a request as the form does (through submit-request, with no Turnstile token: the
   * stack checks none), so that the database's new-request trigger fires as for a visitor's;
   * returns the row sent.
   */
  sendRequest<Row extends { id: string }>(row: Row): Promise<Row>;
};

type WorkerStack = { stack: LocalStack; push: PushService };

export const test = base.extend<
  {
    stack: TestStack;
    /**
     * Adds an account (staff unless `staff: false`, or a property manager with a partner row of
     * these details when `partner` is given) and signs this test's browser context in as it, as
     * a returning visitor is: the session is in supabase-js's storage before the first page
     * loads. A sign-out afterwards stays signed out.
     */
    login: (options?: {
      email?: string;
      password?: string;
      staff?: boolean;
      partner?: PartnerDetails;
    }) => Promise<Account & { accessToken: string; partnerId: string | null }>;
  },
  {
    workerStack: WorkerStack;
    /**
     * The functions' secrets a spec file sets over the local ones (`test.use`), such as the
     * owner's QUOTE_DEPOSIT: its tests get a worker, and a stack, of their own.
     */
    functionSecrets: Record<string, string>;
  }
>({
  functionSecrets: [{}, { scope: "worker", option: true }],
  workerStack: [
    async ({ functionSecrets }, use) => {
      const push = await startPushService({
        vapidPublicKey: testVapid.publicKey,
        subject: vapidSubject,
      });
      const stack = await startLocalStack({
        siteUrl: configuredBaseURL,
        ownerEmail,
        vapid: { ...testVapid, subject: vapidSubject },
        // The browser reaches Auth at the baked-in origin: its e-mailed links point there.
        supabase: { publicUrl: supabaseOrigin },
        trustCa: writeCaFile(),
        secrets: functionSecrets,
      });
      await use({ stack, push });
      await stack.close();
      await push.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],

  stack: async ({ workerStack, context }, use, testInfo) => {
    const { stack, push } = workerStack;
    await stack.reset();
    push.reset();
    const network = { down: false };
    const forward = async (target: Page | BrowserContext) => {
      await forwardSupabase(
        target,
        () => stack.url,
        () => network.down,
      );
      await forwardRealtime("context" in target ? target.context() : target, () => stack.supabase);
    };
    await forward(context);
    await use({
      ...stack,
      push,
      network,
      forward,
      async addAccount({
        email = ownerEmail,
        password = "correct horse battery",
        staff = true,
      } = {}) {
        const id = await stack.supabase.addUser(email, password, { staff });
        return { id, email, password };
      },
      async sendRequest(row) {
        const { anonKey } = stack.supabase;
        const response = await fetch(`${stack.url}/functions/v1/submit-request`, {
          method: "POST",
          headers: {
            apikey: anonKey,
            Authorization: `Bearer ${anonKey}`,
            "Content-Type": "application/json",
          },
          body: JSON.stringify({ request: row }),
        });
        if (!response.ok) throw new Error(`the request was refused: ${await response.text()}`);
        return row;
      },
    });
    // The context closes after this (its pages with it), and the next test empties the stack.
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach("functions.log", { body: stack.functions.logs().join("\n") });
    }
  },

  login: async ({ stack, context }, use) => {
    await use(async ({ partner, ...options } = {}) => {
      const account = await stack.addAccount(partner ? { ...options, staff: false } : options);
      // The row the partner's page stores once the account is confirmed (user_id theirs).
      const [row] = partner
        ? await stack.supabase.sql<{ id: string }>(
            `insert into public.partners (user_id, company_name, contact_name, phone)
             values ($1, $2, $3, $4) returning id`,
            [
              account.id,
              partner.company_name ?? "Maple Homes",
              partner.contact_name ?? "Pat Lee",
              partner.phone ?? "+18015550190",
            ],
          )
        : [];
      const session = await stack.supabase.issueSession(account.email);
      await context.addInitScript(
        ([key, value]) => {
          // Once per context, as a sign-in is: the script runs on every page load.
          if (localStorage.getItem(`${key}-e2e-login`)) return;
          localStorage.setItem(key, value);
          localStorage.setItem(`${key}-e2e-login`, "done");
        },
        [storageKey, JSON.stringify(session)] as const,
      );
      return { ...account, accessToken: session.access_token, partnerId: row?.id ?? null };
    });
  },
});

export { expect } from "./fixtures";
