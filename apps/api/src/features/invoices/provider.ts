// The fiscal APIs that issue a store's NF-e (model 55) for its paid orders, each behind this one
// interface: Focus NFe's API v2 first (focus-nfe/), Bling or another later. Callers speak
// Vitrine's terms (an NfeInput from @vitrine/domain, our own ref per note); each adapter turns
// them into its API's and its answers back into an InvoiceState. Every `message` is pt-BR,
// written for the seller: what SEFAZ or the provider refused and what to fix.
import type { FiscalAddress, NfeInput, TaxRegime } from '@vitrine/domain/fiscal/nfe-input';

export type FiscalProviderName = 'focus_nfe';

/** SEFAZ's own answer: its cStat and xMotivo ("100", "Autorizado o uso da NF-e"). */
export type SefazAnswer = { code: string; message: string };

/** Paths of a note's files at the provider; `documentUrl` makes them whole. */
export type InvoiceFiles = { xml?: string; danfe?: string; cancellationXml?: string };

/**
 * A note as the provider sees it now. `rejected`: SEFAZ refused it (erro_autorizacao); after
 * fixing the data, issuing again with the same ref is a new attempt at the same note. `denied`:
 * SEFAZ denied its use (the number is spent; its XML must be kept like an authorised one's).
 */
export type InvoiceState =
  | { status: 'processing'; ref: string }
  | {
      status: 'authorized';
      ref: string;
      accessKey: string;
      number: string;
      series: string;
      sefaz: SefazAnswer;
      files: InvoiceFiles;
      /** Sequence of the last carta de correção registered, when any. */
      correctionNumber?: number;
    }
  | { status: 'rejected'; ref: string; sefaz: SefazAnswer; message: string }
  | { status: 'denied'; ref: string; sefaz: SefazAnswer; message: string; accessKey?: string }
  | {
      status: 'cancelled';
      ref: string;
      accessKey?: string;
      number?: string;
      series?: string;
      sefaz: SefazAnswer;
      files: InvoiceFiles;
    };

/**
 * A call that did not end as documented: `timeout` (it may have been done — retry with the same
 * ref, which never makes a second note), `unavailable` (down, 5xx, 429), `refused` (the provider
 * said no: `code` is its own, `errors` its field-by-field list). `message` is pt-BR.
 */
export type FiscalFailure = {
  ok: false;
  reason: 'timeout' | 'unavailable' | 'refused';
  message: string;
  code?: string;
  errors?: { message: string; field: string | null }[];
};

export type FiscalResult<T> = ({ ok: true } & T) | FiscalFailure;

/** What a store's company needs at the provider to issue: its data and its A1 certificate. */
export type CompanyRegistration = {
  cnpj: string;
  legalName: string;
  tradeName: string;
  stateRegistration: string;
  regime: TaxRegime;
  email: string;
  phone: string;
  address: FiscalAddress;
  /** The A1 certificate (PFX/P12) and its password: sent once, never logged nor kept here. */
  certificate: { pfxBase64: string; password: string };
};

export type RegisteredCompany = {
  id: string;
  /** The company's own tokens, one per environment: secrets, to be sealed by the caller. */
  tokens: { production: string; homologation: string };
};

export type CancelOutcome =
  | { status: 'cancelled'; invoice: InvoiceState }
  | { status: 'refused'; sefaz: SefazAnswer; message: string };

export type CorrectionOutcome =
  | { status: 'registered'; sequence: number; sefaz: SefazAnswer; files: InvoiceFiles }
  | { status: 'refused'; sefaz: SefazAnswer; message: string };

/** One store's company at the provider: every call carries that company's token. */
export type FiscalCompany = {
  /** Sends the note; the same ref twice never makes two notes (the second answers the first). */
  issue(ref: string, input: NfeInput): Promise<FiscalResult<{ invoice: InvoiceState }>>;
  status(ref: string): Promise<FiscalResult<{ invoice: InvoiceState }>>;
  /** Cancels an authorised note (SEFAZ: within 24 h); the justification has 15–255 characters. */
  cancel(ref: string, justification: string): Promise<FiscalResult<{ outcome: CancelOutcome }>>;
  /** A carta de correção (15–1,000 characters); each one replaces the previous, up to 20. */
  correct(ref: string, correction: string): Promise<FiscalResult<{ outcome: CorrectionOutcome }>>;
  /**
   * Asks the provider to POST each change of the company's notes to `url`, with `authorization`
   * as the Authorization header (verifyWebhook checks it on arrival).
   */
  registerWebhook(hook: {
    url: string;
    authorization: string;
    cnpj?: string;
  }): Promise<FiscalResult<{ hookId: string }>>;
};

export type FiscalProvider = {
  readonly name: FiscalProviderName;
  /** Registers a store's company with its certificate (the platform's own account). */
  registerCompany(
    input: CompanyRegistration,
  ): Promise<FiscalResult<{ company: RegisteredCompany }>>;
  /** The calls of one company, with its token. */
  company(token: string): FiscalCompany;
  /** A file path an InvoiceState names (XML, DANFE) as a URL at the provider. */
  documentUrl(path: string): string;
  /** True when a webhook call carries the authorization registered with it. */
  verifyWebhook(received: string | undefined, expected: string): boolean;
  /** A webhook's body as the note's state; null for anything that is not an NF-e's. */
  readWebhook(body: unknown): InvoiceState | null;
};
