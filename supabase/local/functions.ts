/**
 * Starts the local edge runtime (edge-runtime/main.ts) under the npm `deno`: every function of
 * supabase/functions, served on 127.0.0.1 at a port the system picks, behind the local gateway
 * (server.ts forwards /functions/v1/<name> to it). The functions get only the variables given
 * here, as on the platform, where they get the project's URL and keys and the secrets set for it.
 *
 * Starting it takes a fraction of a second; each function then boots on its first request.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const functionsDir = `${root}supabase/functions`;

/** The binary the npm package installs (its bin script would be one more process to stop). */
const deno = ["node_modules/deno/deno", "node_modules/deno/deno.exe", "node_modules/.bin/deno"]
  .map((path) => `${root}${path}`)
  .find((path) => existsSync(path));

// Variables Deno itself needs, passed on from this process when set: to find its cache, and to
// trust the registry it downloads the functions' npm packages from on first use (a machine behind
// a proxy with its own certificate authority names it in NODE_EXTRA_CA_CERTS, which Deno reads
// beside DENO_CERT; it does not read SSL_CERT_FILE).
const denoOwn = [
  ...["HOME", "DENO_DIR", "XDG_CACHE_HOME", "USERPROFILE", "LOCALAPPDATA", "SystemRoot"],
  ...["NODE_EXTRA_CA_CERTS", "DENO_TLS_CA_STORE", "HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY"],
];

export type Functions = Awaited<ReturnType<typeof startFunctions>>;

export async function startFunctions(options: {
  /** What every function reads with Deno.env: the platform's variables and the secrets. */
  env: Record<string, string>;
  /** The functions' folder; by default supabase/functions. */
  dir?: string;
  /** A PEM file of a certificate authority to trust besides the system's (Deno's DENO_CERT). */
  trustCa?: string;
  /** Each line the runtime and the functions print. */
  onLog?: (line: string) => void;
}) {
  if (!deno) throw new Error("No deno binary in node_modules: run npm ci");
  const own = Object.fromEntries(
    denoOwn.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  const child = spawn(
    deno,
    [
      "run",
      // The functions' own settings and lock, wherever the folder served is.
      `--config=${functionsDir}/deno.json`,
      `--lock=${functionsDir}/deno.lock`,
      "--frozen",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "--no-prompt",
      fileURLToPath(new URL("./edge-runtime/main.ts", import.meta.url)),
    ],
    {
      cwd: functionsDir,
      env: {
        ...own,
        ...options.env,
        ...(options.trustCa && { DENO_CERT: options.trustCa }),
        FUNCTIONS_DIR: options.dir ?? functionsDir,
        NO_COLOR: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const logs: string[] = [];
  let listening: (url: string) => void;
  let failed: (error: Error) => void;
  const started = new Promise<string>((resolve, reject) => {
    listening = resolve;
    failed = reject;
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => {
      const url = /^listening on (http:\/\/\S+)$/.exec(line)?.[1];
      if (url) return listening(url);
      logs.push(line);
      options.onLog?.(line);
    });
  }
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code) => {
      failed(new Error(`the edge runtime exited (${code}): ${logs.slice(-5).join("\n")}`));
      resolve();
    }),
  );
  const url = await started;

  return {
    /** Where the runtime serves: `<url>/<function name>`. */
    url,
    /** Every line the functions have printed, oldest first. */
    logs: () => [...logs],
    /** Forgets the lines printed so far. */
    clearLogs() {
      logs.length = 0;
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
}
