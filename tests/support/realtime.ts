import { createRequire } from "node:module";
import * as supabase from "@supabase/supabase-js";

// A Realtime client reconnects by itself when its server stops, and in the unit project a file's
// client outlives the file (files share one module registry per worker): its reconnect then fires
// in a later file's jsdom, once that window is gone, and fails that file with an unhandled error.
// Every client a file connected is disconnected after it (tests/setup.ts). supabase-js (which
// re-exports the class) may be loaded as its CommonJS build or its ES module: both are watched.

type Connectable = { connect(): void; disconnect(): Promise<unknown> };
const watched = Symbol.for("tests.realtime.watched");
const shared = globalThis as unknown as Record<symbol, Set<Connectable> | undefined>;
// Kept on globalThis: an isolated file evaluates this module again, the classes may not be new.
const connected = (shared[watched] ??= new Set<Connectable>());

const commonJs = createRequire(import.meta.url)("@supabase/supabase-js") as typeof supabase;
for (const RealtimeClient of new Set([supabase.RealtimeClient, commonJs.RealtimeClient])) {
  const prototype = RealtimeClient.prototype as unknown as Connectable & Record<symbol, boolean>;
  if (prototype[watched]) continue;
  prototype[watched] = true;
  const connect = prototype.connect;
  prototype.connect = function (this: Connectable) {
    connected.add(this);
    connect.call(this);
  };
}

/** Disconnects every Realtime client connected since the last call, so none reconnects later. */
export function disconnectRealtime(): void {
  for (const client of connected) void client.disconnect();
  connected.clear();
}
