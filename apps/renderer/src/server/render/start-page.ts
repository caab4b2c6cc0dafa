import type { SiteConfig } from '@forecourt/core';

// The demo's start page at the bare localhost: every demo site with its link.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The port of a Host header ('localhost:3000' → ':3000'), or '' for none. */
function portSuffix(host: string): string {
  const match = /:(\d{1,5})$/.exec(host.trim());
  return match ? `:${match[1]}` : '';
}

export function siteAddress(slug: string, host: string): string {
  return `http://${slug}.localhost${portSuffix(host)}/`;
}

export function startPageHtml(
  sites: readonly SiteConfig[],
  host: string,
  styleNonce: string,
): string {
  const rows = sites
    .map(
      (site) =>
        `<li><a href="${escapeHtml(siteAddress(site.slug, host))}">${escapeHtml(site.name)}</a><span>${escapeHtml(site.template)} template · ${escapeHtml(site.address.city)}, ${escapeHtml(site.address.state.toUpperCase())}</span><code>${escapeHtml(siteAddress(site.slug, host))}</code></li>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Forecourt demo sites</title>
<style nonce="${escapeHtml(styleNonce)}">
body { margin: 0; font-family: system-ui, sans-serif; background: #f4f5f7; color: #111827; }
main { max-width: 48rem; margin: 0 auto; padding: 2.5rem 1.25rem; }
h1 { margin: 0 0 0.5rem; font-size: 2rem; }
ul { list-style: none; padding: 0; display: grid; gap: 0.75rem; }
li { background: #fff; border: 1px solid #d1d5db; border-radius: 0.5rem; padding: 0.875rem 1rem; display: grid; gap: 0.125rem; }
a { color: #1d4ed8; font-weight: 600; font-size: 1.125rem; }
span { color: #4b5563; }
code { color: #4b5563; font-size: 0.8125rem; }
</style>
</head>
<body>
<main>
<h1>Forecourt demo sites</h1>
<p>${sites.length} dealer sites, each on its own address and template.</p>
<ul>
${rows}
</ul>
</main>
</body>
</html>
`;
}
