// Public surface of @forecourt/machines, one line per machine. Each machine's
// folder index names its exports explicitly, so the list is written once, beside
// the machine. The React hooks are in the `@forecourt/machines/react` subpath so
// this entry stays framework-free.

// --- budget finder
export * from './budget-finder';
// --- disclosure (View more / View less)
export * from './disclosure';
// --- emergency banner
export * from './emergency-banner';
// --- favourites
export * from './favourites';
// --- lead form
export * from './lead-form';
// --- make list
export * from './make-list';
// --- nearest location (find your nearest dealership)
export * from './nearest-location';
// --- phone reveal
export * from './phone-reveal';
// --- saved list (the machine favourites and search history are built from)
export * from './saved-list';
// --- search
export * from './search';
// --- search history
export * from './search-history';
// --- search-box suggestions
export * from './search-suggestions';
// --- injected defaults (storage, logger)
export * from './shared';
// --- trade-in valuation
export * from './trade-in';
