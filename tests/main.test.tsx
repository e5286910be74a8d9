import { expect, it } from "vitest";

it("fails loudly, naming #root, when the root element is missing", async () => {
  document.body.innerHTML = "";
  await expect(import("@/main")).rejects.toThrow(/has no <div id="root">/);
});
