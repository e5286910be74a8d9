import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeEach } from "vitest";
import { guardConsoleErrors, takeUnexpectedConsoleErrors } from "./support/console";
import { disconnectRealtime } from "./support/realtime";

guardConsoleErrors();

// A findBy or waitFor waits for what a page shows once the local Supabase has answered. Two test
// files run at once beside the servers' own process on CI's two cores, where one answer can take
// longer than Testing Library's default second (a release in the Held view once took more).
configure({ asyncUtilTimeout: 5_000 });

// Lines logged between tests (a timer of the last one, say) belong to neither.
beforeEach(() => void takeUnexpectedConsoleErrors());

afterEach(() => {
  cleanup(); // unmounting runs effects' cleanups, which may log too
  const lines = takeUnexpectedConsoleErrors();
  if (lines.length) {
    throw new Error(
      `console.error was called ${lines.length} time(s), which no test allowed (allowConsoleErrors in tests/support/console.ts):\n\n${lines.join("\n\n")}`,
    );
  }
});

// No Realtime client of this file reconnects during the next one (tests/support/realtime.ts).
afterAll(disconnectRealtime);
