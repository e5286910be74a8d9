/**
 * The local edge runtime: serves every function of a folder (FUNCTIONS_DIR, supabase/functions)
 * at `/<name>`, as Supabase's edge runtime does behind the gateway, which strips
 * `/functions/v1` (the gateway is supabase/local/server.ts; Node starts this program with
 * supabase/local/functions.ts). Run by the npm `deno`, with the functions' own deno.json and lock.
 *
 * Each function runs in a Web Worker of its own (worker.ts), booted on its first request as the
 * platform boots a function, and kept for the requests after it: a function cannot see another's
 * module state, and one that fails to boot answers 503 without stopping the others. Every function
 * is discovered by its folder (`<name>/index.ts`, the name as the Supabase CLI allows it), so a
 * function added later is served without a restart. When a file under the folder changes, every
 * worker is retired (it answers the requests it has, then ends) and each function boots afresh
 * on its next request, from the files as they are.
 *
 * The first line it prints is `listening on http://127.0.0.1:<port>`; what the functions log
 * follows. Requests and answers cross to the workers whole, not as streams: enough for JSON
 * functions and webhooks.
 */

const dir = Deno.env.get("FUNCTIONS_DIR") ?? Deno.cwd();

// supabase/cli, apps/cli-go/pkg/config: a function's slug.
const slug = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** The platform's answers where no function does (supabase/cli's functions serve template). */
const notFound = () =>
  Response.json(
    { code: "NOT_FOUND", message: "Requested function was not found" },
    { status: 404 },
  );
const bootError = () =>
  Response.json(
    { code: "BOOT_ERROR", message: "Worker failed to boot (please check logs)" },
    { status: 503 },
  );
const workerError = () =>
  Response.json(
    { code: "WORKER_ERROR", message: "Function exited due to an error (please check logs)" },
    { status: 500 },
  );

type Answer = {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
};
type FromWorker =
  | { type: "booted" }
  | { type: "boot-error"; error: string }
  | { type: "response"; id: number; answer: Answer }
  | { type: "error"; id: number; error: string };

type Running = {
  worker: Worker;
  booted: Promise<boolean>;
  pending: Map<number, (reply: Answer | null) => void>;
  /** The requests using it: waiting for it to boot, or for its answer. */
  users: number;
  /** Out of service: it ends once its last user has its answer. */
  retired: boolean;
  /** Ends it: whoever waits for its boot or an answer is told it failed. */
  end: () => void;
};

const running = new Map<string, Running>();
let nextId = 1;

/** Takes a function's worker out of service; the requests it is serving still get answered. */
function retire(name: string) {
  const fn = running.get(name);
  if (!fn) return;
  running.delete(name);
  if (fn.users === 0) fn.end();
  else fn.retired = true;
}

function boot(name: string): Running {
  const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name });
  const pending = new Map<number, (reply: Answer | null) => void>();
  let booted!: (ok: boolean) => void;
  const fn: Running = {
    worker,
    pending,
    booted: new Promise((resolve) => (booted = resolve)),
    users: 0,
    retired: false,
    end() {
      if (running.get(name) === fn) running.delete(name);
      worker.terminate();
      booted(false);
      for (const reply of pending.values()) reply(null);
    },
  };
  worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
    if (data.type === "booted") booted(true);
    else if (data.type === "boot-error") {
      console.error(`${name}: failed to boot: ${data.error}`);
      booted(false);
    } else if (data.type === "response") pending.get(data.id)?.(data.answer);
    else {
      console.error(`${name}: ${data.error}`);
      pending.get(data.id)?.(null);
    }
  };
  // An error the function did not catch, outside any request: it is logged, this worker ends,
  // and the next request boots the function afresh.
  worker.onerror = (event) => {
    event.preventDefault();
    console.error(`${name}: uncaught:`, event.message);
    fn.end();
  };
  worker.postMessage({ type: "boot", entry: new URL(`${name}/index.ts`, `file://${dir}/`).href });
  running.set(name, fn);
  return fn;
}

async function exists(name: string) {
  try {
    return (await Deno.stat(`${dir}/${name}/index.ts`)).isFile;
  } catch {
    return false;
  }
}

/** Hands a request to a function's worker and its answer back. */
async function handOver(fn: Running, req: Request): Promise<Response> {
  if (!(await fn.booted)) {
    // Failed: the next request tries again, with whatever the files say by then.
    fn.end();
    return bootError();
  }
  const id = nextId++;
  const answered = new Promise<Answer | null>((resolve) => fn.pending.set(id, resolve));
  const body = req.body ? await req.arrayBuffer() : null;
  fn.worker.postMessage(
    { type: "request", id, url: req.url, method: req.method, headers: [...req.headers], body },
    body ? [body] : [],
  );
  const answer = await answered;
  fn.pending.delete(id);
  if (!answer) return workerError();
  // A null-body status (204, 304) may not carry a body, not even an empty one.
  const nullBody = [101, 204, 205, 304].includes(answer.status);
  return new Response(nullBody ? null : answer.body, answer);
}

async function serve(req: Request): Promise<Response> {
  const name = new URL(req.url).pathname.split("/")[1] ?? "";
  if (!slug.test(name) || !(await exists(name))) return notFound();
  const fn = running.get(name) ?? boot(name);
  fn.users += 1;
  try {
    return await handOver(fn, req);
  } finally {
    fn.users -= 1;
    if (fn.retired && fn.users === 0) fn.end();
  }
}

/** Retires every worker when a function's files change, once for a burst of changes. */
async function reloadOnChange() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  for await (const event of Deno.watchFs(dir, { recursive: true })) {
    const paths = event.paths.filter((path) => !path.includes("/tests/"));
    if (event.kind === "access" || paths.length === 0) continue;
    clearTimeout(timer);
    timer = setTimeout(() => {
      for (const name of [...running.keys()]) retire(name);
      const changed = paths[0]?.slice(dir.length + 1);
      console.log(`${changed} changed: each function boots afresh on its next request`);
    }, 100);
  }
}

Deno.serve(
  {
    hostname: "127.0.0.1",
    port: 0,
    onListen: ({ port }) => console.log(`listening on http://127.0.0.1:${port}`),
  },
  serve,
);
void reloadOnChange();
