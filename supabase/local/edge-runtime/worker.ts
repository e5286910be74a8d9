/// <reference no-default-lib="true" />
/// <reference lib="deno.worker" />
/**
 * One function in a worker of the local edge runtime (main.ts). A function serves itself with
 * `Deno.serve(handler)`, as on the platform, where the runtime hands it the requests of its
 * route: here `Deno.serve` keeps the handler instead of opening a port, and the runtime passes
 * each request in and the answer out as messages.
 */

type Handler = (req: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;
type ToWorker =
  | { type: "boot"; entry: string }
  | {
      type: "request";
      id: number;
      url: string;
      method: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
    };

let handler: Handler | undefined;

// Deno.serve(handler), Deno.serve(options, handler) and Deno.serve({ handler, ... }).
const serve = (...args: unknown[]) => {
  const given = args.find((a) => typeof a === "function") as Handler | undefined;
  handler = given ?? (args[0] as { handler?: Handler } | undefined)?.handler;
  const finished = new Promise<void>(() => {});
  return {
    finished,
    addr: { transport: "tcp", hostname: "127.0.0.1", port: 0 },
    ref() {},
    unref() {},
    shutdown: () => Promise.resolve(),
    [Symbol.asyncDispose]: () => Promise.resolve(),
  };
};
Object.defineProperty(Deno, "serve", { value: serve });

const info: Deno.ServeHandlerInfo = {
  remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 0 },
  completed: Promise.resolve(),
};

const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

async function answer(message: Extract<ToWorker, { type: "request" }>) {
  const { id, url, method, headers, body } = message;
  try {
    const response = await handler!(new Request(url, { method, headers, body }), info);
    const bytes = await response.arrayBuffer();
    self.postMessage(
      {
        type: "response",
        id,
        answer: {
          status: response.status,
          statusText: response.statusText,
          headers: [...response.headers],
          body: bytes,
        },
      },
      [bytes],
    );
  } catch (error) {
    self.postMessage({ type: "error", id, error: `uncaught in the handler: ${describe(error)}` });
  }
}

self.onmessage = async ({ data }: MessageEvent<ToWorker>) => {
  if (data.type === "request") return answer(data);
  try {
    await import(data.entry);
    if (!handler) throw new Error("its index.ts never calls Deno.serve");
    self.postMessage({ type: "booted" });
  } catch (error) {
    self.postMessage({ type: "boot-error", error: describe(error) });
  }
};
