// @vitest-environment node
import { expect, it } from "vitest";
import { parseEnv } from "@/config/parse-env";
import { localSiteEnv, localSiteUrl } from "../../scripts/dev-site.js";

const local = {
  supabaseUrl: "http://127.0.0.1:54321",
  anonKey: "sb_publishable_local",
  vapidPublicKey: "key",
};

it("names the local site as the site's own address, so the sign's QR code opens it", () => {
  const siteUrl = localSiteUrl([]);
  expect(siteUrl).toBe("http://localhost:5173");
  // As vite.config.ts reads the configuration: the address every link to the site is made of.
  expect(parseEnv(localSiteEnv({ ...local, siteUrl })).siteUrl).toBe("http://localhost:5173");
});

it("follows Vite's --port, in either of its forms", () => {
  expect(localSiteUrl(["--port", "3000"])).toBe("http://localhost:3000");
  expect(localSiteUrl(["--host", "--port=4000"])).toBe("http://localhost:4000");
});
