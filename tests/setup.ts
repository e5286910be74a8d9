import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeEach } from "vitest";
import { guardConsoleErrors, takeUnexpectedConsoleErrors } from "./support/console";
import { disconnectRealtime } from "./support/realtime";

guardConsoleErrors();

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
