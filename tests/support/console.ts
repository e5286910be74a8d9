import { format } from "node:util";

/**
 * A console error fails a unit test, as the browser tests' problems fixture fails a journey
 * (e2e/fixtures.ts). Vitest runs React in development mode, where React reports its misuse (a
 * conditional use(), an update outside act, a missing key) with console.error; the browser
 * tests run the production build, which says nothing. A test that expects a line names it with
 * allowConsoleErrors; tests/setup.ts installs the guard and checks after every test.
 */
const state = { allowed: [] as RegExp[], unexpected: [] as string[] };
const installed = Symbol.for("pg-console-error-guard");

type Guarded = typeof console.error & { [installed]?: true };

/** Records every console.error no test allowed, printing it; allowed lines are not printed. */
export function guardConsoleErrors(): void {
  if ((console.error as Guarded)[installed]) return; // setup runs once per file, in one global
  const print = console.error.bind(console);
  const guarded: Guarded = (...args: unknown[]) => {
    const line = format(...args);
    if (state.allowed.some((pattern) => pattern.test(line))) return;
    state.unexpected.push(line);
    print(...args);
  };
  guarded[installed] = true;
  console.error = guarded;
}

/** Lets the running test log lines matching these patterns (only until it ends). */
export function allowConsoleErrors(...patterns: RegExp[]): void {
  state.allowed.push(...patterns);
}

/** The lines logged that no test allowed since the last call; the allowances end too. */
export function takeUnexpectedConsoleErrors(): string[] {
  const lines = state.unexpected;
  state.unexpected = [];
  state.allowed = [];
  return lines;
}
