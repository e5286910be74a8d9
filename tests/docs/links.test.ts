/** @vitest-environment node */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Docs and comments that name a file which is not there send a newcomer looking for it: every
// relative link in the Markdown, and every repository path named in the Markdown's prose or in
// a comment of src/, scripts/, tests/ or e2e/, must exist on a fresh clone.

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The repository's top-level folders a path written in prose or in a comment starts with. */
const tops = "src|docs|supabase|tests|e2e|scripts|public";
// A path is either relative ("./x", "../../src/main.tsx") or starts at one of those folders, with an
// optional leading "/" (Vite's root-relative form). The look-behind keeps out the tail of a URL
// or of a longer path, and npm scopes ("@supabase/…").
const pathPattern = new RegExp(
  String.raw`(?<![\w@.:/\\-])((?:\.{1,2}/)+[\w.-][\w./-]*|/?(?:${tops})/[\w./-]*)`,
  "g",
);
/** Right after a path, one of these makes it a pattern ("…/<id>/", "tests/**"): its folder is checked. */
const patternChars = "<*{[$…";
/** "owner/repo", "owner/repo's" or "owner/repo:" right before a path: that repository's file, not ours. */
const otherRepository = /(?:^|[\s(])([\w.-]+\/[\w.-]+)(?:'s|,|:)?[\s`*(]*$/;

type Problem = string;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

function insideRoot(target: string): boolean {
  const relative = path.relative(root, target);
  return !relative.startsWith("..") && !path.isAbsolute(relative);
}

/** Git-ignored outputs (src/generated/, dist/) exist only after a build: named, not missing. */
const ignored = readFileSync(path.join(root, ".gitignore"), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("/"))
  .map((line) => path.join(root, line));

/**
 * Whether a path written in prose or a comment names something here. Without an extension and
 * without a trailing "/" it may be written as a module is imported ("src/config/parse-env") or
 * as an ADR by its number ("docs/decisions/0004").
 */
function resolves(target: string, written: string): boolean {
  if (!insideRoot(target)) return false;
  if (ignored.some((dir) => target === dir || target.startsWith(dir + path.sep))) return true;
  if (existsSync(target)) return true;
  if (written.endsWith("/") || /\.[A-Za-z0-9]+$/.test(path.basename(written))) return false;
  const dir = path.dirname(target);
  const base = path.basename(target);
  return (
    existsSync(dir) &&
    readdirSync(dir).some((name) => name.startsWith(`${base}.`) || name.startsWith(`${base}-`))
  );
}

/** Two segments without an extension or a trailing "/" ("supabase/storage") read as a GitHub repository. */
function isChecked(written: string): boolean {
  const bare = written.replace(/^(?:\.{1,2}\/)+|^\//, "");
  if (written.endsWith("/") || /\.[A-Za-z0-9]+$/.test(path.basename(bare))) return true;
  return bare.split("/").length >= 3;
}

/** Repository paths named in `text` (prose or a comment) of `file` that do not exist. */
function missingPaths(file: string, text: string, offset = 0, whole = text): Problem[] {
  const problems: Problem[] = [];
  for (const match of text.matchAll(pathPattern)) {
    let written = match[1] ?? "";
    const next = text[match.index + match[0].length];
    if (next && patternChars.includes(next)) {
      written = written.slice(0, written.lastIndexOf("/") + 1);
    }
    written = written.replace(/\.+$/, "");
    if (!written.includes("/") || !isChecked(written)) continue;
    const before = text.slice(Math.max(0, match.index - 80), match.index);
    const repository = otherRepository.exec(before)?.[1];
    if (repository && !existsSync(path.join(root, repository))) continue;
    const target = written.startsWith(".")
      ? path.resolve(path.dirname(file), written)
      : path.join(root, written);
    if (!resolves(target, written)) {
      const line = lineOf(whole, offset + match.index);
      problems.push(`${path.relative(root, file)}:${line}: ${written}`);
    }
  }
  return problems;
}

/** Markdown with fenced code blocks blanked out (their lines kept, for line numbers). */
function withoutFences(markdown: string): string {
  return markdown.replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\2[^\n]*$/gm, (block) =>
    block.replace(/[^\n]/g, " "),
  );
}

const inlineLink = /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const referenceLink = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;
const htmlLink = /<(?:a|img)\b[^>]*\s(?:href|src)="([^"]+)"/g;

/** Relative links and images of a Markdown file that do not resolve to a file in the repository. */
function brokenLinks(file: string, markdown: string): Problem[] {
  // A link written inside a code span is shown, not followed.
  const text = withoutFences(markdown).replace(/`[^`\n]*`/g, (span) => " ".repeat(span.length));
  const problems: Problem[] = [];
  for (const pattern of [inlineLink, referenceLink, htmlLink]) {
    for (const match of text.matchAll(pattern)) {
      const href = match[1] ?? "";
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("#")) continue;
      const relative = decodeURIComponent(href.replace(/[#?].*$/, ""));
      const target = relative.startsWith("/")
        ? path.join(root, relative)
        : path.resolve(path.dirname(file), relative);
      if (!insideRoot(target) || !existsSync(target)) {
        problems.push(`${path.relative(root, file)}:${lineOf(text, match.index)}: ${href}`);
      }
    }
  }
  return problems;
}

/** Paths named in a Markdown file's prose and code spans, its links' targets left to brokenLinks. */
function missingPathsInMarkdown(file: string, markdown: string): Problem[] {
  const prose = withoutFences(markdown).replace(/\]\([^)]*\)/g, (link) => " ".repeat(link.length));
  return missingPaths(file, prose);
}

/** The text of every comment of a TypeScript or JavaScript file, with its offset. */
function comments(file: string, code: string): { text: string; offset: number }[] {
  const kind = file.endsWith(".tsx")
    ? ts.ScriptKind.TSX
    : file.endsWith(".js")
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, { text: string; offset: number }>();
  const visit = (node: ts.Node) => {
    // JSX text is not trivia: "// x" inside it is text on the page.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      const ranges = [
        ...(ts.getLeadingCommentRanges(code, node.pos) ?? []),
        ...(ts.getTrailingCommentRanges(code, node.pos) ?? []),
      ];
      for (const range of ranges) {
        found.set(range.pos, { text: code.slice(range.pos, range.end), offset: range.pos });
      }
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found.values()];
}

/** An issue named by its number in a comment: it belongs in a commit message or an ADR. */
const ticket = /\bissues? #?\d+|(?<![\w&])#\d+\b/i;

/** The comments of a source file that name an issue number. */
function ticketsInComments(file: string, code: string): Problem[] {
  return comments(file, code).flatMap(({ text, offset }) => {
    const found = ticket.exec(text);
    return found
      ? [`${path.relative(root, file)}:${lineOf(code, offset + found.index)}: ${found[0]}`]
      : [];
  });
}

/** Repository paths named in the comments of a source file that do not exist. */
function missingPathsInComments(file: string, code: string): Problem[] {
  const blocks = file.endsWith(".css")
    ? [...code.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ text: m[0], offset: m.index }))
    : comments(file, code);
  return blocks.flatMap(({ text, offset }) => missingPaths(file, text, offset, code));
}

function filesUnder(dir: string, extensions: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => extensions.test(name) && !name.split(path.sep).includes("node_modules"))
    .map((name) => path.join(root, dir, name))
    .filter((file) => !ignored.some((output) => file.startsWith(output + path.sep)));
}

const markdownFiles = [path.join(root, "README.md"), ...filesUnder("docs", /\.md$/)];
const sourceFiles = [...filesUnder("src", /\.(tsx?|css)$/), ...filesUnder("scripts", /\.js$/)];
const testFiles = [...filesUnder("tests", /\.(tsx?|js)$/), ...filesUnder("e2e", /\.(ts|js)$/)];

describe("links and file references", () => {
  it("finds the Markdown files and the sources it checks", () => {
    expect(markdownFiles.length).toBeGreaterThan(10);
    expect(sourceFiles.length).toBeGreaterThan(50);
    expect(testFiles.length).toBeGreaterThan(50);
  });

  it("resolves every relative link in README.md and docs/", () => {
    const problems = markdownFiles.flatMap((file) => brokenLinks(file, readFileSync(file, "utf8")));
    expect(problems).toEqual([]);
  });

  it("finds every repository path README.md and docs/ name", () => {
    const problems = markdownFiles.flatMap((file) =>
      missingPathsInMarkdown(file, readFileSync(file, "utf8")),
    );
    expect(problems).toEqual([]);
  });

  it("finds every repository path the comments of src/ and scripts/ name", () => {
    const problems = sourceFiles.flatMap((file) =>
      missingPathsInComments(file, readFileSync(file, "utf8")),
    );
    expect(problems).toEqual([]);
  });

  it("finds every repository path the comments of tests/ and e2e/ name", () => {
    const problems = testFiles.flatMap((file) =>
      missingPathsInComments(file, readFileSync(file, "utf8")),
    );
    expect(problems).toEqual([]);
  });

  it("finds no issue number in a comment of the code or its tests", () => {
    const code = [...sourceFiles, ...testFiles].filter((file) => !file.endsWith(".css"));
    const problems = code.flatMap((file) => ticketsInComments(file, readFileSync(file, "utf8")));
    expect(problems).toEqual([]);
  });
});

describe("the checks themselves", () => {
  const doc = path.join(root, "docs/dev/example.md");

  it("reports a relative link or image to a missing file, with its line", () => {
    const markdown = [
      "[ok](../../README.md) [adr](../decisions/README.md#decisions)",
      "![missing](../img/nope.png) and [gone](CONTRACT.md)",
      "[outside](../../../shared/SPEC.md)",
      "[ref]: ./nowhere.md",
    ].join("\n");
    expect(brokenLinks(doc, markdown)).toEqual([
      "docs/dev/example.md:2: ../img/nope.png",
      "docs/dev/example.md:2: CONTRACT.md",
      "docs/dev/example.md:3: ../../../shared/SPEC.md",
      "docs/dev/example.md:4: ./nowhere.md",
    ]);
  });

  it("leaves external links, anchors and links shown as code alone", () => {
    const markdown = [
      "[site](https://example.com/x.md) [mail](mailto:a@b.c) [call](tel:+18015550142)",
      "[here](#run-it) `[shown](nope.md)`",
      "```md",
      "[in a fence](nope.md)",
      "```",
    ].join("\n");
    expect(brokenLinks(doc, markdown)).toEqual([]);
  });

  it("reports a missing path named in prose, and not another repository's", () => {
    const markdown = [
      "Pages are listed in `src/app/pages.ts`; the copy is in src/config/site.ts.",
      "Photos go to `src/generated/hero-photo/` at build time; pages in src/missing/<name>/.",
      "Migrations are supabase/migrations/…_service_requests.sql, applied in order.",
      "Storage (supabase/storage's `src/storage/uploader.ts`) and https://x.dev/src/y.ts.",
      "A repository such as supabase/auth, and `docs/decisions/0001` by its number.",
    ].join("\n");
    expect(missingPathsInMarkdown(doc, markdown)).toEqual([
      "docs/dev/example.md:1: src/app/pages.ts",
      "docs/dev/example.md:2: src/missing/",
    ]);
  });

  it("reports a missing path in a comment, not in code, relative paths from the file", () => {
    const file = path.join(root, "scripts/example.js");
    const code = [
      "// Renders every page of src/app/pages.ts (see docs/decisions/0002).",
      'const name = "src/app/missing.ts";',
      "/** @type {typeof import('../src/config/parse-env')} */",
      "const x = f(); // and ../src/nope.ts",
    ].join("\n");
    expect(missingPathsInComments(file, code)).toEqual([
      "scripts/example.js:1: src/app/pages.ts",
      "scripts/example.js:4: ../src/nope.ts",
    ]);
  });

  it("reports an issue number in a comment, not in code or in another repository's reference", () => {
    const file = path.join(root, "e2e/example.spec.ts");
    const code = [
      "// Photos with a request (issue 20): chosen on a phone.",
      'const ref = "issue 21"; // fixed upstream in supabase/storage#158',
      "/* see #12 */ const entity = '&#39;';",
    ].join("\n");
    expect(ticketsInComments(file, code)).toEqual([
      "e2e/example.spec.ts:1: issue 20",
      "e2e/example.spec.ts:3: #12",
    ]);
  });

  it("reads comments inside JSX", () => {
    const file = path.join(root, "src/example.tsx");
    const code =
      "export const A = () => (\n  <p>\n    {/* see src/gone.ts */}\n    a // b\n  </p>\n);";
    expect(missingPathsInComments(file, code)).toEqual(["src/example.tsx:3: src/gone.ts"]);
  });
});
