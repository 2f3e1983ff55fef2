// One schema for both drivers (PGlite and node-postgres). Each feature owns its file.
export * from './stores.ts';
export * from './catalog.ts';
export * from './accounts.ts';
export * from './commerce.ts';
export * from './freight.ts';
export * from './coupons.ts';
export * from './payments.ts';
export * from './refunds.ts';
export * from './operators.ts';
export * from './fiscal.ts';
export * from './favourites.ts';
export * from './cart-reminders.ts';
export * from './stock-alerts.ts';
export * from './reviews.ts';
export * from './visits.ts';
export * from './whatsapp.ts';
