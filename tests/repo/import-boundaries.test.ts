import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();
const rule = "boundaries/dependencies";

/** The messages of the import rule for `code` as if it were the file at `path`. */
async function importErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

const featureBreach = [expect.stringMatching(/A feature imports only itself and shared code/)];

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
    expect(errors).toEqual(featureBreach);
  });

  // The rule judges where an import lands, not how it is spelled: one "../" from a feature's
  // top level reaches another feature as surely as two from a folder inside it.
  it("refuses another feature from a file at a feature's top level, however it is written", async () => {
    for (const specifier of [
      "../request/components/Handoff",
      "./../request/components/Handoff",
      "./lib/../../request/components/Handoff",
      "@/features/owner/../request/components/Handoff",
    ]) {
      const code = `import { Handoff } from "${specifier}";\nexport const x = Handoff;\n`;
      expect(await importErrors("src/features/owner/x.ts", code), specifier).toEqual(featureBreach);
    }
    const reexport = 'export { Handoff } from "../request/components/Handoff";\n';
    expect(await importErrors("src/features/owner/x.ts", reexport)).toEqual(featureBreach);
    const lazy = 'export const load = () => import("../request/components/Handoff");\n';
    expect(await importErrors("src/features/owner/x.ts", lazy)).toEqual(featureBreach);
    const page = 'import { pages } from "../../app/pages";\nexport const x = pages;\n';
    expect(await importErrors("src/features/owner/x.ts", page)).toEqual(featureBreach);
  });

  it("lets a top-level file of a feature import its own folders by any path", async () => {
    const code =
      'import { ownerConfig } from "./content";\nimport { span } from "../owner/lib/time";\nimport { cn } from "../../lib/utils";\nexport const x = [ownerConfig, span, cn];\n';
    expect(await importErrors("src/features/owner/x.ts", code)).toEqual([]);
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
        'import { env } from "../config/env";\nexport const x = env;\n',
      ),
    ).toEqual([expect.stringMatching(/src\/lib imports nothing of the app/)]);
    expect(await importErrors("src/lib/example.ts", 'import "../styles/index.css";\n')).toEqual([
      expect.stringMatching(/src\/lib imports nothing of the app/),
    ]);
    expect(
      await importErrors(
        "src/lib/example.ts",
        'import { cn } from "@/lib/utils";\nexport const x = cn;\n',
      ),
    ).toEqual([]);
  });

  // The rule resolves each import to a file, so each case names one that exists.
  it("refuses tests/ in shipped code and in vite.config.ts", async () => {
    const cases: [string, string][] = [
      ["src/app/example.ts", "../../tests/support/console"],
      ["vite.config.ts", "./tests/support/console"],
      ["src/features/landing/x.ts", "../../../tests/support/console"],
      ["src/lib/example.ts", "@/../tests/support/console"],
    ];
    for (const [path, specifier] of cases) {
      expect(
        await importErrors(path, `import { x } from "${specifier}";\nexport const y = x;\n`),
      ).toEqual([expect.stringMatching(/never imports tests/)]);
    }
  });
});
