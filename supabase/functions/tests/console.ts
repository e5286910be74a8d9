/** Collects what a test's code writes with console.error (or console.warn, .log) while it runs. */
export function captureErrors(level: "error" | "warn" | "log" = "error") {
  const original = console[level];
  const lines: string[] = [];
  console[level] = (...args: unknown[]) => {
    lines.push(args.map((a) => (typeof a === "string" ? a : Deno.inspect(a))).join(" "));
  };
  return { lines, [Symbol.dispose]: () => (console[level] = original) };
}
