// The words a car is described by, apart from the car's schema (car.ts), so
// browser code that only needs the words does not load the schema library.

export const carTypes = ['new', 'used', 'demo'] as const;
export type CarType = (typeof carTypes)[number];

/** Stock status. 'others' stands for any other non-available state a feed sends. */
export const carStatuses = ['in_stock', 'coming_soon', 'sold', 'others'] as const;
export type CarStatus = (typeof carStatuses)[number];
