// The two ways a card gateway's tokenisation fails, told apart by the pay page (a small module
// of its own: the page's bundle knows them without loading the gateway's code).

/** The gateway's script could not be loaded, or it did not answer: the shopper may try again. */
export class GatewayUnavailable extends Error {}

/** The gateway refused the card; `codes` are its causes' codes (Mercado Pago: E301, 325, …). */
export class GatewayRefused extends Error {
  constructor(readonly codes: string[]) {
    super(`card token refused: ${codes.join(', ')}`);
  }
}
