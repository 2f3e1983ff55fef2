// The tokenising script the loopback Mercado Pago serves at GET /js/v2, in place of
// https://sdk.mercadopago.com/js/v2: `new MercadoPago(publicKey)` and the real SDK's
// `createCardToken({ cardNumber, cardholderName, cardExpirationMonth, cardExpirationYear,
// securityCode, identificationType, identificationNumber })`, which POSTs the card straight to
// the bank's /v1/card_tokens (never to the store) and resolves `{ id, last_four_digits, … }`,
// or rejects with Mercado Pago's error body. `getInstallments({ amount, bin })` as the SDK's.

export function mercadoPagoScript(baseUrl: string): string {
  return `(function () {
  'use strict';
  var BASE = ${JSON.stringify(baseUrl)};
  function call(path, init) {
    return fetch(BASE + path, init).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw body;
        return body;
      });
    });
  }
  function MercadoPago(publicKey, options) {
    if (!(this instanceof MercadoPago)) throw new TypeError('use new MercadoPago(publicKey)');
    if (typeof publicKey !== 'string' || !publicKey) throw new TypeError('public key required');
    this.publicKey = publicKey;
    this.locale = (options && options.locale) || 'pt-BR';
  }
  MercadoPago.prototype.createCardToken = function (data) {
    var year = String(data.cardExpirationYear || '');
    var body = {
      card_number: String(data.cardNumber || '').replace(/\\D/g, ''),
      expiration_month: Number(data.cardExpirationMonth),
      expiration_year: Number(year.length === 2 ? '20' + year : year),
      security_code: String(data.securityCode || ''),
      cardholder: {
        name: data.cardholderName,
        identification: { type: data.identificationType, number: data.identificationNumber }
      }
    };
    return call('/v1/card_tokens?public_key=' + encodeURIComponent(this.publicKey), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
    });
  };
  MercadoPago.prototype.getInstallments = function (query) {
    var params = 'public_key=' + encodeURIComponent(this.publicKey) +
      '&amount=' + encodeURIComponent(query.amount) + '&bin=' + encodeURIComponent(query.bin);
    return call('/v1/payment_methods/installments?' + params, { method: 'GET' });
  };
  window.MercadoPago = MercadoPago;
})();
`;
}
