// Every benchmark prints its report and writes the same lines to its own results file
// under docs/benchmarks/, with when, on which commit and on what machine it ran, so the
// docs link a file instead of quoting figures (docs/benchmarks/README.md).

import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS_DIR = path.join(repoRoot, 'docs', 'benchmarks');

export type BenchResults = {
  /** Prints a line of the report, as console.log does, and keeps it for the results file. */
  log: (...parts: unknown[]) => void;
  /** Writes the results file, docs/benchmarks/ and the name, and returns its path. */
  write: () => Promise<string>;
};

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The commit the figures belong to, marked when the working tree differs from it. */
export function commitOfTree(): string {
  const head = git(['rev-parse', '--short=12', 'HEAD']);
  if (head === null) return 'unknown (not a git checkout)';
  const dirty = git(['status', '--porcelain', '--untracked-files=no']);
  return dirty ? `${head} with uncommitted changes` : head;
}

/** What a reader needs to compare two runs: the CPU, how many of it, memory, Node, OS. */
export function machineFacts(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  const gib = (os.totalmem() / 1024 ** 3).toFixed(1);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `${model}, ${cpus.length} cores, ${gib} GiB, Node ${process.version}, ${os.type()} ${os.release()} (load average at the end: ${load})`;
}

/**
 * The report of one benchmark: `name` names the results file (`ssr` writes `ssr.md` in
 * the results folder) and `command` is how a reader runs it again.
 */
export function benchResults(name: string, command: string): BenchResults {
  const lines: string[] = [];
  const startedAt = new Date();
  const env = Object.entries(process.env)
    .filter(([key]) => key.startsWith('BENCH_'))
    .map(([key, value]) => `${key}=${value}`);
  const args = [...env, ...process.argv.slice(2)];
  return {
    log: (...parts) => {
      const line = format(...parts);
      lines.push(line);
      console.log(line);
    },
    write: async () => {
      const file = path.join(RESULTS_DIR, `${name}.md`);
      const text = [
        `# \`${command}\`: latest results`,
        '',
        `Written by \`${command}\` at the end of each run, which replaces this file. What each figure means and its target: the benchmark's source, \`tests/bench/\`.`,
        '',
        '| | |',
        '| --- | --- |',
        `| started | ${startedAt.toISOString()} |`,
        `| arguments | ${args.length > 0 ? `\`${args.join(' ')}\`` : 'none'} |`,
        `| commit | ${commitOfTree()} |`,
        `| machine | ${machineFacts()} |`,
        '',
        '```text',
        ...lines,
        '```',
        '',
      ].join('\n');
      await mkdir(RESULTS_DIR, { recursive: true });
      await writeFile(file, text);
      console.log(`results written to ${path.relative(process.cwd(), file)}`);
      return file;
    },
  };
}
