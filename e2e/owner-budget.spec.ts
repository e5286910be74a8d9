import { sampleEmails, seedSample } from "../supabase/local/dev";
import { budgeted, measureScreen, ownerScreens } from "../scripts/owner-screens.js";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { expect, test } from "./stack";
import { storageKey } from "./support";

// The business's screens at today's seed (what `npm run dev` starts with), each opened once in a
// fresh, signed-in browser: the requests it makes and the bytes it transfers, photos apart, stay
// within the budget of scripts/owner-screens.js; the thumbnails the inbox shows are the small
// copies, under 10 kB each. Times are the benchmark's (npm run bench:owner), not a test's.

const passwords = { staff: "correct horse battery", partner: "correct horse staple" };

test.describe("the business's screens at today's seed", { tag: "@phone" }, () => {
  test.use({ baseURL: configuredBaseURL, otherOrigins: [supabaseOrigin] });

  test("each screen stays within its requests and bytes", async ({ browser, stack }) => {
    // Four screens, each a fresh browser context loading the app cold: about a minute.
    test.setTimeout(180_000);
    await seedSample(stack, passwords);
    const [sample] = await stack.supabase.sql<{ id: string }>(
      "select id from public.service_requests where photo_count > 0 order by created_at desc limit 1",
    );
    if (!sample) throw new Error("today's seed has a request with photos");

    const figures: string[] = [];
    for (const screen of ownerScreens) {
      const session = await stack.supabase.issueSession(sampleEmails[screen.as]);
      const context = await browser.newContext({ baseURL: configuredBaseURL });
      await stack.forward(context);
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        storageKey,
        JSON.stringify(session),
      ] as const);
      const page = await context.newPage();
      const cost = await measureScreen(
        page,
        `${configuredBaseURL}${screen.path({ request: sample.id })}`,
        screen.firstRow,
      );
      await context.close();
      const counted = budgeted(cost);
      figures.push(
        `${screen.name}: ${counted.requests} requests, ${counted.bytes} bytes; ` +
          `photos ${cost.photos.requests}, ${cost.photos.bytes} bytes`,
      );
      expect
        .soft(counted.requests, `${screen.name}: requests`)
        .toBeLessThanOrEqual(screen.budget.requests);
      expect.soft(counted.bytes, `${screen.name}: bytes`).toBeLessThanOrEqual(screen.budget.bytes);
      // A list never loads a photo itself: each image is a small copy, under 10 kB.
      const photos = cost.list.filter((item) => item.kind === "photos");
      if (screen.name !== "The route") expect(photos.length, screen.name).toBeGreaterThan(0);
      for (const photo of screen.lists ? photos : []) {
        expect(new URL(photo.url).pathname, screen.name).toMatch(/\.thumb\.jpg$/);
        expect(photo.bytes, screen.name).toBeLessThan(10 * 1024);
      }
    }
    test.info().annotations.push({ type: "owner screens", description: figures.join("\n") });
  });
});
