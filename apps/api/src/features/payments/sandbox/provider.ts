import { buildBoleto, nextBusinessDay, pixPayload } from '@vitrine/domain';
import { addDays, saoPauloDay, startOfSaoPauloDay } from '@vitrine/domain/dates';
import { fromCents } from '../../../lib/money.ts';
import { CODE_ALPHABET } from '../../../lib/tokens.ts';
import type { PaymentProvider } from '../provider.ts';
import { readCardToken } from './card-tokens.ts';
import { verifyWebhookSignature } from './signature.ts';

/**
 * The sandbox's term (the spec sets none): a boleto is due in 3 days, moved to the next bank
 * business day when that one is a weekend or a national bank holiday (banks would accept it
 * there anyway, and the shopper should read the day that counts), payable until it ends.
 */
const BOLETO_DAYS = 3;

/** 'K7P3M9QX' → 16 digits (two per character), the boleto's "nosso número". */
function codeDigits(code: string): string {
  return [...code].map((char) => String(CODE_ALPHABET.indexOf(char) + 10)).join('');
}

/**
 * The sandbox PSP: real pix BR Codes and real boleto lines (they validate in any bank app, the
 * money just never moves), card tokens signed by card-tokens.ts with CARD_TOKEN_SECRET,
 * webhooks signed with PAYMENT_WEBHOOK_SECRET. Two keys: whoever holds the bank's webhook key
 * still cannot mint a card token that pays, nor the other way round.
 */
export function sandboxPaymentProvider(options: {
  webhookSecret: string;
  cardTokenSecret: string;
}): PaymentProvider {
  return {
    name: 'sandbox',

    async createPix(input) {
      const txid = input.orderCode;
      const payload = pixPayload({
        key: input.pixKey,
        merchantName: input.storeName,
        merchantCity: input.storeCity || 'Sao Paulo',
        amount: fromCents(input.amountCents),
        txid,
      });
      return { payload, txid, expiresAt: input.expiresAt };
    },

    async createBoleto(input) {
      const dueDate = nextBusinessDay(addDays(saoPauloDay(input.now), BOLETO_DAYS));
      const boleto = buildBoleto({
        bankCode: input.boletoBankCode,
        amount: fromCents(input.amountCents),
        dueDate,
        freeField: codeDigits(input.orderCode).padStart(25, '0').slice(-25),
      });
      return { ...boleto, dueDate, expiresAt: startOfSaoPauloDay(addDays(dueDate, 1)) };
    },

    async authorizeCard(input) {
      const claims = readCardToken(
        options.cardTokenSecret,
        input.cardToken,
        input.storeId,
        input.now,
      );
      if (!claims) {
        return {
          approved: false,
          code: 'invalid_card_token',
          message: 'Os dados do cartão expiraram. Digite-os novamente.',
        };
      }
      if (claims.outcome !== 'approved') {
        return { approved: false, code: claims.outcome, message: claims.message };
      }
      return {
        approved: true,
        brand: claims.brand,
        last4: claims.last4,
        authorizationCode: `SBX${input.orderCode}`,
      };
    },

    verifyWebhook(rawBody, signature) {
      return verifyWebhookSignature(options.webhookSecret, rawBody, signature);
    },

    // The sandbox's bank is our own webhook: nothing is paid that it did not already tell us.
    async readCharge() {
      return { ok: true, state: 'pending' };
    },

    // No money ever moved: a refund settles at once, named after our own id.
    async refund(input) {
      return { ok: true, status: 'devolvido', providerRefundId: `SBX${input.refundId}` };
    },

    async readRefund(input) {
      return { ok: true, status: 'devolvido', providerRefundId: `SBX${input.refundId}` };
    },
  };
}
