import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ScaffoldError, scaffoldTemplate } from './scaffold';

// `pnpm new-template <name> [--from metro] [--title "…"] [--site-name "…"]
//   [--manufacturer Make] [--site-from <demo site>]`: scaffolds a template (scaffold.ts),
// links it into the workspace (pnpm install) and formats what it wrote.

const root = fileURLToPath(new URL('../../', import.meta.url));

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      from: { type: 'string', default: 'metro' },
      title: { type: 'string' },
      'site-name': { type: 'string' },
      manufacturer: { type: 'string' },
      'site-from': { type: 'string' },
      'no-install': { type: 'boolean', default: false },
    },
  });
  const name = positionals[0];
  if (!name || positionals.length > 1) {
    console.error(
      'usage: pnpm new-template <name> [--from <template>] [--title "<Title>"] [--site-name "<Dealer name>"] [--manufacturer <Make>] [--site-from <demo site slug>]',
    );
    return 2;
  }
  let result: ReturnType<typeof scaffoldTemplate>;
  try {
    result = scaffoldTemplate({
      root,
      name,
      from: values.from,
      ...(values.title ? { title: values.title } : {}),
      ...(values['site-name'] ? { siteName: values['site-name'] } : {}),
      ...(values.manufacturer ? { manufacturer: values.manufacturer } : {}),
      ...(values['site-from'] ? { siteFrom: values['site-from'] } : {}),
    });
  } catch (error) {
    if (error instanceof ScaffoldError) {
      console.error(`new-template: ${error.message}; nothing was written`);
      return 1;
    }
    throw error;
  }
  for (const file of result.written) console.log(`  wrote ${file}`);
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: root, stdio: 'inherit' });
  if (!values['no-install']) {
    // Links the new package into the workspace (its dependencies are the source template's).
    try {
      run('pnpm', ['install', '--offline']);
    } catch {
      run('pnpm', ['install']);
    }
  }
  // Its theme.css and fonts.css, from the tokens.json and fonts.json it was given.
  run('pnpm', ['fonts']);
  run('pnpm', ['tokens']);
  const formatted = result.written.filter((f) => /\.(ts|tsx|json|css)$/.test(f));
  run('npx', ['biome', 'check', '--write', ...formatted.map((f) => path.join(root, f))]);
  console.log(`
Template '${name}' is registered, with the demo site ${result.site} (sites/${result.site}.json).
Next:
  1. Give it its look: templates/${name}/tokens.json then \`pnpm tokens\` (the theme
     tokens), src/frame.css (the frame), src/index.ts (header arrangement, words, home
     sections), fonts.json then \`pnpm fonts\`.
  2. See it: \`pnpm demo\` then http://${result.site}.localhost:3000/, and \`pnpm storybook\`
     with '${name}' in the Template toolbar.
  3. Draw its baselines (kit stories and pages): \`pnpm test:visual:update\`; look at the
     new PNGs, commit them.
  4. \`./scripts/test\` runs everything, the new template included.`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
