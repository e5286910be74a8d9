import assert from "node:assert/strict";
import { guarded } from "../_shared/http.ts";
import { captureErrors } from "./console.ts";

Deno.test(
  "a handler that throws answers a JSON 500 with the CORS headers, and logs why",
  async () => {
    using errors = captureErrors();
    const handler = guarded(() => Promise.reject(new Error("database unreachable")));
    const response = await handler(
      new Request("http://function/create-checkout", { method: "POST" }),
    );
    assert.equal(response.status, 500);
    assert.equal(response.headers.get("Access-Control-Allow-Origin"), "*");
    assert.deepEqual(await response.json(), {
      error: "Something went wrong on our side. Please try again.",
    });
    assert.match(errors.lines.join("\n"), /\/create-checkout: failed:.*database unreachable/s);
  },
);
