// The package root re-exports every module. `sideEffects: false` lets bundlers drop what a
// caller does not use (BRAZILIAN_STATES included); subpaths (`@vitrine/domain/cpf`) work too.
export * from './cpf.ts';
export * from './cnpj.ts';
export * from './card.ts';
export * from './email.ts';
export * from './password.ts';
export * from './cep.ts';
export * from './states.ts';
export * from './round.ts';
export * from './payment-schemas.ts';
export * from './installments.ts';
export * from './shipping.ts';
export * from './discount.ts';
export * from './coupon.ts';
export * from './money.ts';
export * from './mask.ts';
export * from './birth-date.ts';
export * from './link.ts';
export * from './phone.ts';
export * from './pix.ts';
export * from './boleto.ts';
export * from './business-days.ts';
export * from './tracking.ts';
export * from './carriers.ts';
export * from './dates.ts';
export * from './schemas.ts';
