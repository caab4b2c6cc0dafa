// The search answer's schema, loaded by the API client with the first search a
// page makes (a dynamic import), so pages that never search do not download
// the schema library. The search page already has it for its URL codec.
export { searchResultSchema } from '@forecourt/core';
