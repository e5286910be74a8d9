import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

/** The messages of the import rule for `code` as if it were the file at `path`. */
async function importErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

// The first lint loads the whole config (typescript-eslint included): seconds on a busy machine.
describe("import boundaries (eslint.config.js)", { timeout: 60_000 }, () => {
  it("refuses one feature importing another", async () => {
    const errors = await importErrors(
      "src/features/owner/api/example.ts",
      'import { emptyValues } from "@/features/request/lib/values";\nexport const x = emptyValues;\n',
    );
    expect(errors).toEqual([
      expect.stringMatching(/A feature imports only itself and shared code/),
    ]);
  });

  it("refuses a relative path that climbs out of a feature", async () => {
    const errors = await importErrors(
      "src/features/owner/api/example.ts",
      'import { emptyValues } from "../../request/lib/values";\nexport const x = emptyValues;\n',
    );
    expect(errors).toHaveLength(1);
  });

  it("lets a feature import itself and shared code", async () => {
    const errors = await importErrors(
      "src/features/owner/api/example.ts",
      'import { ownerConfig } from "@/features/owner/content";\nimport { cn } from "@/lib/utils";\nexport const x = [ownerConfig, cn];\n',
    );
    expect(errors).toEqual([]);
  });

  it("refuses shared code importing a feature or a page", async () => {
    for (const path of [
      "src/config/example.ts",
      "src/auth/example.ts",
      "src/components/ui/Example.tsx",
    ]) {
      expect(
        await importErrors(
          path,
          'import { ownerConfig } from "@/features/owner/content";\nexport const x = ownerConfig;\n',
        ),
      ).toEqual([expect.stringMatching(/Shared code imports no feature/)]);
    }
  });

  it("keeps src/lib on the ground floor: it imports no configuration", async () => {
    expect(
      await importErrors(
        "src/lib/example.ts",
        'import { env } from "@/config/env";\nexport const x = env;\n',
      ),
    ).toEqual([expect.stringMatching(/src\/lib imports nothing of the app/)]);
    expect(
      await importErrors(
        "src/lib/example.ts",
        'import { cn } from "@/lib/utils";\nexport const x = cn;\n',
      ),
    ).toEqual([]);
  });

  it("refuses tests/ in shipped code and in vite.config.ts", async () => {
    for (const path of ["src/app/example.ts", "vite.config.ts", "src/features/landing/x.ts"]) {
      expect(
        await importErrors(path, 'import { x } from "../tests/support/x";\nexport const y = x;\n'),
      ).toEqual([expect.stringMatching(/never imports tests/)]);
    }
  });
});
