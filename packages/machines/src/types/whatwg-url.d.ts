// The search URL codec of @forecourt/search reads URLs with the WHATWG `URL`,
// which every JavaScript runtime provides but TypeScript declares only in its
// DOM and Node libraries. Both stay out of this package on purpose (no DOM, no
// Node), so only the members the codec uses are declared here. Machines
// themselves never construct a URL; they go through the codec.

declare class URLSearchParams {
  [Symbol.iterator](): IterableIterator<[string, string]>;
}

declare class URL {
  constructor(url: string, base?: string);
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
}
