import { timingSafeEqual } from 'node:crypto';
import { normalizeCnpj } from '@vitrine/domain/cnpj';
import { NfeInputError, toFocusNfe } from '@vitrine/domain/fiscal/focus-nfe';
import type { NfeInput } from '@vitrine/domain/fiscal/nfe-input';
import type { OutsideFailure } from '../../../lib/outside/failure.ts';
import type { Logger } from '../../../logger.ts';
import {
  FAILURE_MESSAGES,
  INPUT_MESSAGES,
  inputProblemMessage,
  refusalMessage,
} from '../messages.ts';
import type {
  CompanyRegistration,
  FiscalCompany,
  FiscalFailure,
  FiscalProvider,
  FiscalResult,
  InvoiceState,
} from '../provider.ts';
import {
  createFocusNfeClient,
  type FocusNfeClientOptions,
  registerFocusCompany,
} from './client.ts';
import { errorSchema, noteSchema, REF_PATTERN } from './schemas.ts';
import { toCancelOutcome, toCorrectionOutcome, toInvoiceState } from './status.ts';

const REGIME_CODES = { simples_nacional: 1, simples_excesso_sublimite: 2, normal: 3, mei: 4 };

// Answers to POST /v2/nfe of a ref Focus already holds ("Erros": 422 em_processamento or
// nfe_autorizada): the note exists, so issuing again reads it instead — the idempotency the
// ref gives. A ref in erro_autorizacao is accepted again by Focus as a new attempt at that note.
const ALREADY_SENT = new Set(['em_processamento', 'nfe_autorizada', 'nfe_cancelada']);

export type FocusNfeProviderOptions = FocusNfeClientOptions & {
  /** homologação: the buyer's name is the one SEFAZ requires there (rejection 598). */
  environment: 'homologacao' | 'producao';
  /** The platform's own token, for registering companies; absent: registering is refused. */
  accountToken?: string;
  logger?: Logger;
};

/**
 * Focus NFe's API v2 as a FiscalProvider (docs: FocusNFe/api-doc "NFe", "Webhooks",
 * "Empresas"): notes by our own ref (POST /v2/nfe?ref=, GET/DELETE /v2/nfe/{ref},
 * /carta_correcao), webhooks by POST /v2/hooks, companies by POST /v2/empresas.
 */
export function focusNfeProvider(options: FocusNfeProviderOptions): FiscalProvider {
  const base = options.baseUrl.replace(/\/+$/, '');

  function company(token: string): FiscalCompany {
    const client = createFocusNfeClient(options, token);

    async function status(ref: string): Promise<FiscalResult<{ invoice: InvoiceState }>> {
      if (!REF_PATTERN.test(ref)) return refused(INPUT_MESSAGES.ref);
      const answer = await client.status(ref);
      return answer.ok ? { ok: true, invoice: toInvoiceState(answer.value, ref) } : failure(answer);
    }

    return {
      async issue(ref: string, input: NfeInput) {
        if (!REF_PATTERN.test(ref)) return refused(INPUT_MESSAGES.ref);
        let nfe;
        try {
          nfe = toFocusNfe(input, { homologation: options.environment === 'homologacao' });
        } catch (error) {
          if (!(error instanceof NfeInputError)) throw error;
          return {
            ok: false,
            reason: 'refused',
            code: 'dados_invalidos',
            message: error.problems.map(inputProblemMessage).join(' '),
          };
        }
        const answer = await client.issue(ref, nfe);
        if (answer.ok) return { ok: true, invoice: toInvoiceState(answer.value, ref) };
        if (ALREADY_SENT.has(focusError(answer)?.codigo ?? '')) return status(ref);
        return failure(answer);
      },

      status,

      async cancel(ref: string, justification: string) {
        if (!REF_PATTERN.test(ref)) return refused(INPUT_MESSAGES.ref);
        const text = justification.trim();
        if (text.length < 15 || text.length > 255) return refused(INPUT_MESSAGES.justification);
        const answer = await client.cancel(ref, text);
        if (answer.ok) {
          if (answer.value.status === 'erro_cancelamento')
            return { ok: true, outcome: toCancelOutcome(answer.value) };
          // The answer carries no key nor number: read the note, cancelled now.
          const read = await status(ref);
          return read.ok
            ? { ok: true, outcome: { status: 'cancelled', invoice: read.invoice } }
            : read;
        }
        // Cancelling twice: the note is cancelled, which is what was asked.
        if (focusError(answer)?.codigo === 'nfe_cancelada') {
          const read = await status(ref);
          return read.ok
            ? { ok: true, outcome: { status: 'cancelled', invoice: read.invoice } }
            : read;
        }
        return failure(answer);
      },

      async correct(ref: string, correction: string) {
        if (!REF_PATTERN.test(ref)) return refused(INPUT_MESSAGES.ref);
        const text = correction.trim();
        if (text.length < 15 || text.length > 1000) return refused(INPUT_MESSAGES.correction);
        const answer = await client.correct(ref, text);
        return answer.ok
          ? { ok: true, outcome: toCorrectionOutcome(answer.value) }
          : failure(answer);
      },

      // A save of the settings registers again: the gatilho already there is kept (Focus allows
      // a few per company and event, and two would call twice); one for the same URL and company
      // with another authorization is replaced.
      async registerWebhook(hook) {
        const cnpj = hook.cnpj ? normalizeCnpj(hook.cnpj) : null;
        const listed = await client.listHooks();
        if (!listed.ok) return failure(listed);
        const ours = listed.value.filter(
          (candidate) =>
            candidate.event === 'nfe' &&
            candidate.url === hook.url &&
            (candidate.cnpj ?? null) === cnpj,
        );
        const same = ours.find((candidate) => candidate.authorization === hook.authorization);
        if (same) return { ok: true, hookId: same.id };
        for (const stale of ours) {
          const deleted = await client.deleteHook(stale.id);
          if (!deleted.ok) return failure(deleted);
        }
        const answer = await client.registerHook({
          url: hook.url,
          authorization: hook.authorization,
          ...(cnpj ? { cnpj } : {}),
        });
        return answer.ok ? { ok: true, hookId: answer.value.id } : failure(answer);
      },
    };
  }

  return {
    name: 'focus_nfe',

    async registerCompany(input: CompanyRegistration) {
      if (!options.accountToken) return refused(INPUT_MESSAGES.noAccount);
      const answer = await registerFocusCompany(options, options.accountToken, {
        nome: input.legalName,
        nome_fantasia: input.tradeName,
        cnpj: normalizeCnpj(input.cnpj),
        inscricao_estadual: input.stateRegistration.replace(/[.\-/\s]/g, ''),
        regime_tributario: REGIME_CODES[input.regime],
        email: input.email,
        telefone: input.phone.replace(/\D/g, ''),
        logradouro: input.address.street,
        numero: input.address.number,
        ...(input.address.complement ? { complemento: input.address.complement } : {}),
        bairro: input.address.district,
        cep: input.address.cep.replace(/\D/g, ''),
        municipio: input.address.city,
        uf: input.address.uf,
        habilita_nfe: true,
        arquivo_certificado_base64: input.certificate.pfxBase64,
        senha_certificado: input.certificate.password,
      });
      if (!answer.ok) return failure(answer);
      const { id, token_producao, token_homologacao } = answer.value;
      return {
        ok: true,
        company: {
          id,
          tokens: { production: token_producao ?? '', homologation: token_homologacao ?? '' },
        },
      };
    },

    company,

    documentUrl: (path: string) => (/^https?:\/\//.test(path) ? path : `${base}${path}`),

    verifyWebhook(received: string | undefined, expected: string) {
      if (received === undefined || expected === '') return false;
      const a = Buffer.from(received);
      const b = Buffer.from(expected);
      return a.length === b.length && timingSafeEqual(a, b);
    },

    readWebhook(body: unknown) {
      const parsed = noteSchema.safeParse(body);
      return parsed.success && parsed.data.ref
        ? toInvoiceState(parsed.data, parsed.data.ref)
        : null;
    },
  };
}

function focusError(failure: OutsideFailure) {
  const parsed = errorSchema.safeParse(failure.body);
  return parsed.success ? parsed.data : undefined;
}

/** A transport failure as the interface's: Focus's own refusal words it, with its errors. */
function failure(outside: OutsideFailure): FiscalFailure {
  if (outside.kind !== 'refused') {
    return { ok: false, reason: outside.kind, message: FAILURE_MESSAGES[outside.kind] };
  }
  const error = focusError(outside);
  if (!error) return { ok: false, reason: 'refused', message: FAILURE_MESSAGES.refused };
  const errors = (error.erros ?? []).map((item) => ({
    message: item.mensagem,
    field: item.campo ?? null,
  }));
  const details = [error.mensagem, ...errors.map((item) => item.message)].filter(Boolean);
  return {
    ok: false,
    reason: 'refused',
    code: error.codigo,
    message: [refusalMessage(error.codigo), ...details].join(' '),
    ...(errors.length ? { errors } : {}),
  };
}

function refused(message: string): FiscalFailure {
  return { ok: false, reason: 'refused', message };
}
