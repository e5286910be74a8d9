// @vitest-environment node
// The local gateway and edge runtime (supabase/local/functions-gateway.ts, functions.ts,
// edge-runtime/) with functions of a folder made here: routing, verify_jwt, CORS, boot errors,
// a function added or changed while the runtime runs.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFunctions, type Functions } from "../../supabase/local/functions";
import { startSupabaseServer, type SupabaseTestServer } from "../../supabase/local/server";

let dir: string;
let functions: Functions;
let server: SupabaseTestServer;

/** A function that answers with what it was sent, and the variables it was given. */
const echo = (label: string) => `
Deno.serve(async (req) => {
  if (req.method === "OPTIONS") {
    return new Response(null, { status: 204, headers: { "Access-Control-Allow-Origin": "*", "X-From": "${label}" } });
  }
  const url = new URL(req.url);
  return Response.json({
    label: "${label}",
    method: req.method,
    path: url.pathname,
    query: url.search,
    body: await req.text(),
    authorization: req.headers.get("authorization"),
    secret: Deno.env.get("A_SECRET") ?? null,
    machine: Deno.env.get("FUNCTIONS_TEST_MACHINE") ?? null,
  }, { headers: { "X-From": "${label}" } });
});
`;

async function addFunction(name: string, source: string) {
  await mkdir(join(dir, name), { recursive: true });
  await writeFile(join(dir, name, "index.ts"), source);
}

const call = (name: string, init: RequestInit = {}, rest = "") =>
  fetch(`${server.url}/functions/v1/${name}${rest}`, init);

beforeAll(async () => {
  process.env.FUNCTIONS_TEST_MACHINE = "this process's own";
  dir = await mkdtemp(join(tmpdir(), "functions-"));
  await addFunction("echo", echo("echo"));
  await addFunction("broken", `throw new Error("Missing the NOPE secret");`);
  functions = await startFunctions({ dir, env: { A_SECRET: "local value" } });
  server = await startSupabaseServer();
  server.useFunctions(functions.url);
}, 60_000);
afterAll(async () => {
  delete process.env.FUNCTIONS_TEST_MACHINE;
  await server?.close();
  await functions?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the gateway's route to a function", () => {
  it("passes method, path, query and body on, asks no API key, and adds no CORS header", async () => {
    const response = await call(
      "echo",
      { method: "POST", body: "hello", headers: { Authorization: `Bearer ${server.anonKey}` } },
      "/sub/path?x=1",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("x-from")).toBe("echo");
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(await response.json()).toEqual({
      label: "echo",
      method: "POST",
      path: "/echo/sub/path",
      query: "?x=1",
      body: "hello",
      authorization: `Bearer ${server.anonKey}`,
      secret: "local value",
      // The function sees the variables it was given, not this process's.
      machine: null,
    });
  });

  it("with verify_jwt (config.toml's default) refuses a call without a valid JWT", async () => {
    const refused: Record<string, string>[] = [
      {},
      { Authorization: "Bearer not-a-jwt" },
      { Authorization: "Basic x" },
    ];
    for (const headers of refused) {
      const response = await call("echo", { method: "POST", headers });
      expect(response.status).toBe(401);
      expect(response.headers.get("x-from")).toBeNull();
    }
    // Any JWT the project signed passes: the anon key, a user's token.
    await server.addUser("pat@example.com", "correct horse battery");
    const { access_token } = await server.issueSession("pat@example.com");
    const user = await call("echo", { headers: { Authorization: `Bearer ${access_token}` } });
    expect(user.status).toBe(200);
    await user.body?.cancel();
  });

  it("lets the CORS preflight through unchecked: the function answers it", async () => {
    const response = await call("echo", { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("x-from")).toBe("echo");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers 404 for a name no folder has, and for one the CLI would not allow", async () => {
    for (const name of ["nothing-here", "_shared", "tests"]) {
      const response = await call(name, { method: "OPTIONS" });
      expect(response.status, name).toBe(404);
      expect(await response.json()).toEqual({
        code: "NOT_FOUND",
        message: "Requested function was not found",
      });
    }
  });

  it("answers 503 for a function that fails to boot, logs why, and keeps serving the others", async () => {
    // check-subscription and notify-owner turn verify_jwt off in config.toml; these do not.
    const headers = { Authorization: `Bearer ${server.anonKey}` };
    const response = await call("broken", { headers });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: "BOOT_ERROR",
      message: "Worker failed to boot (please check logs)",
    });
    expect(functions.logs().join("\n")).toMatch(/broken: failed to boot: .*Missing the NOPE/);
    const echoed = await call("echo", { headers });
    expect(echoed.status).toBe(200);
    await echoed.body?.cancel();
  });

  it("serves a function added while it runs, and a changed one afresh on its next request", async () => {
    const headers = { Authorization: `Bearer ${server.anonKey}` };
    await addFunction("added-later", echo("first"));
    expect(await (await call("added-later", { headers })).json()).toMatchObject({
      label: "first",
    });
    await writeFile(join(dir, "added-later", "index.ts"), echo("second"));
    await expect
      .poll(async () => (await (await call("added-later", { headers })).json()).label, {
        timeout: 10_000,
      })
      .toBe("second");
    expect(functions.logs().join("\n")).toMatch(
      /added-later\/index\.ts changed: each function boots afresh on its next request/,
    );
  });
});
