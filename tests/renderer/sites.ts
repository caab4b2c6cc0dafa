import type { TestInfo } from '@playwright/test';

/** The address of a demo site on the server of the running project. */
export function siteUrl(testInfo: TestInfo, slug: string, path = '/'): string {
  const port = testInfo.project.metadata.port as number;
  return `http://${slug}.localhost:${port}${path}`;
}
