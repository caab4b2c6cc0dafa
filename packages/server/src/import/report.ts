import type { ImportReport } from './import-feed';

/**
 * The import report as text: a summary line, then one line per problem,
 * `row 12: price: expected a number`, so a dealer can fix the feed.
 */
export function formatImportReport(report: ImportReport, source = 'feed'): string {
  const lines = [
    `${source} (dealership ${report.dealershipId}): ${report.rows} rows, ${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged, ${report.markedSold} marked sold, ${report.rejectedRows} rejected`,
  ];
  for (const r of report.rejected) lines.push(`  row ${r.row}: ${r.field}: ${r.reason}`);
  for (const e of report.listenerErrors) lines.push(`  search index not updated: ${e}`);
  return lines.join('\n');
}
