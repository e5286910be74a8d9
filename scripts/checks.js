// @ts-check
// Runs the given npm scripts (the typecheck, the linters, knip) two or more at once, as many as
// the machine has cores: each is single-threaded, so on CI's two cores they take about half the
// time they took one after the other. Each one's output is printed whole when it
// ends, so two never interleave; the run fails if any one fails, after all have ended.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const names = process.argv.slice(2);
if (names.length === 0) throw new Error("usage: node scripts/checks.js <npm script>…");

/** @param {string} name @returns {Promise<boolean>} */
function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${name}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const queue = [...names];
/** @type {boolean[]} */
const results = [];
async function lane() {
  for (let name = queue.shift(); name; name = queue.shift()) results.push(await run(name));
}
await Promise.all(
  Array.from({ length: Math.min(Math.max(2, availableParallelism()), names.length) }, lane),
);
if (results.includes(false)) process.exit(1);
