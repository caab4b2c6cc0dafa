import { publicSiteConfig } from '@forecourt/core';
import { loadSites, sitesDir } from './sites/loadSites';
import { formatSiteSummaries, parsePort } from './sites/summary';

// `pnpm demo`: resolves and validates every site, then lists where each one is
// served. A wrong site stops start-up: one line per problem on stderr, exit code 1.

async function main(): Promise<number> {
  const port = parsePort(process.env.PORT);
  const dir = sitesDir();
  const result = await loadSites(dir);
  const problems = [...(port.ok ? [] : [port.problem]), ...(result.ok ? [] : result.problems)];
  if (!port.ok || !result.ok) {
    for (const problem of problems) console.error(problem);
    return 1;
  }
  console.log(`Forecourt demo: ${result.sites.length} sites valid (${dir})`);
  for (const line of formatSiteSummaries(result.sites.map(publicSiteConfig), port.port)) {
    console.log(`  ${line}`);
  }
  console.log('Serving these addresses arrives with the renderer; nothing is listening yet.');
  return 0;
}

process.exitCode = await main();
