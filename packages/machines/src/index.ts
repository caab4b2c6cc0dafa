// Public surface of @forecourt/machines: one block per machine. The React hooks
// live in the `@forecourt/machines/react` subpath so this entry stays framework-free.

export * from './disclosure';
export * from './emergency-banner';
export * from './make-list';
export * from './popup';
export * from './shared';
