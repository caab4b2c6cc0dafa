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

export function startPageHtml(sites: readonly SiteConfig[], host: string): string {
  const rows = sites
    .map(
      (site) =>
        `<li><a href="${escapeHtml(siteAddress(site.slug, host))}">${escapeHtml(site.name)}</a> <span>${escapeHtml(site.template)} template · ${escapeHtml(site.address.city)}</span></li>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Forecourt demo sites</title>
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
