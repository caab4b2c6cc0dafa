import type { SearchRequest, SearchResult, SearchSuggestions, SiteConfig } from '@forecourt/core';
import type { SiteSearchOptions } from '@forecourt/search';
import { type AlgoliaSettings, createAlgoliaSearch } from '@forecourt/search/server';
import { SearchUnavailableError } from '../../page-data/search-unavailable';

// A site whose configuration carries `server.search` is searched
// through Algolia by this server; the others by the embedded engine (docs/rules.md#hosted-search). The key
// stays here: it goes into the Algolia client (a private field of the backend)
// and into request headers to Algolia, never into a page, an API answer or a
// log line.

/** Where a site's `server.search.api_key_env` is looked up. */
export type SearchEnv = Readonly<Record<string, string | undefined>>;

/**
 * The Algolia settings for a site, or null for a site on the embedded engine.
 * A key named by `api_key_env` is read from `env` now, so a missing variable
 * stops the start with a line that names the site and the variable.
 */
export function algoliaSettingsFor(site: SiteConfig, env: SearchEnv): AlgoliaSettings | null {
  const hosted = site.server.search;
  if (!hosted) return null;
  let apiKey = hosted.api_key;
  if (hosted.api_key_env !== null) {
    const fromEnv = env[hosted.api_key_env]?.trim();
    if (!fromEnv) {
      throw new Error(
        `site "${site.slug}": server.search.api_key_env names ${hosted.api_key_env}, which is not set: set it to the site's Algolia search key`,
      );
    }
    apiKey = fromEnv;
  }
  if (apiKey === null) {
    // The config schema refuses a search section without a key; a config built
    // around it gets the same words.
    throw new Error(`site "${site.slug}": server.search has neither api_key nor api_key_env`);
  }
  return {
    appId: hosted.app_id,
    apiKey,
    ...(hosted.host === null ? {} : { host: hosted.host }),
    ...(hosted.index_name === null ? {} : { indexName: hosted.index_name }),
  };
}

/** A site's hosted search as the stock view uses it. */
export type HostedSearch = {
  /**
   * The site's search through Algolia. A failure (an error answer, no answer,
   * a refused key) is logged and becomes a SearchUnavailableError, which the
   * pages and the API turn into the shopper's error state.
   */
  search(request: SearchRequest, now: Date): Promise<SearchResult>;
  /** The search box's suggestions through Algolia; failures as for `search`. */
  suggest(input: string, now: Date): Promise<SearchSuggestions>;
  /** Forgets kept answers (the stock changed). */
  invalidate(): void;
  /** Keeps the settings out of any serialised form. */
  toJSON(): { backend: 'algolia' };
};

export type HostedSearchOptions = {
  env: SearchEnv;
  log: (message: string, error?: unknown) => void;
};

/** The site's Algolia backend over the same site options as its embedded view, or null. */
export function hostedSearchFor(
  site: SiteConfig,
  siteOptions: SiteSearchOptions,
  options: HostedSearchOptions,
): HostedSearch | null {
  const settings = algoliaSettingsFor(site, options.env);
  if (!settings) return null;
  const { apiKey } = settings;
  const backend = createAlgoliaSearch(settings, siteOptions);
  const failed = (error: unknown) => {
    // The line names the site and what the client said, never the key (the
    // client masks it in its stack trace; the message is masked here too).
    options.log(
      `search: site "${site.slug}": Algolia failed (${describeSearchFailure(error, apiKey)})`,
    );
    return new SearchUnavailableError(site.slug);
  };
  return {
    async search(request, now) {
      try {
        return await backend.search(request, { now });
      } catch (error) {
        throw failed(error);
      }
    },
    async suggest(input, now) {
      try {
        return await backend.suggest(input, { now });
      } catch (error) {
        throw failed(error);
      }
    },
    invalidate: () => backend.invalidate(),
    toJSON: () => ({ backend: 'algolia' }),
  };
}

/** A failure of the hosted search in words a log line may carry, the key masked. */
export function describeSearchFailure(error: unknown, apiKey: string): string {
  if (!(error instanceof Error)) return 'unknown failure';
  const { status, stackTrace } = error as {
    status?: unknown;
    stackTrace?: { response?: { status?: unknown; isTimedOut?: unknown } }[];
  };
  // After retries the client says "Unreachable hosts"; the last host's answer says why.
  const last =
    typeof status !== 'number' && Array.isArray(stackTrace)
      ? stackTrace.at(-1)?.response
      : undefined;
  let why = '';
  if (last?.isTimedOut === true) why = ' (last try: timed out)';
  else if (last?.status === 0) why = ' (last try: no connection)';
  else if (typeof last?.status === 'number') why = ` (last try: HTTP ${last.status})`;
  const text = `${error.name}${typeof status === 'number' ? ` ${status}` : ''}: ${error.message}${why}`;
  return apiKey === '' ? text : text.split(apiKey).join('*****');
}
