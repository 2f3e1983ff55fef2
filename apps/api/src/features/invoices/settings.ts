import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { focusNfeProvider } from './focus-nfe/provider.ts';
import type { FiscalProvider } from './provider.ts';

// Focus NFe's two addresses ("Ambiente"): the notes go to the environment's, the companies
// always to produção's — Focus's company API exists there only — unless FOCUS_NFE_URL points
// both at one server (tests, the offline demo's loopback).
export const FOCUS_NFE_URLS = {
  homologacao: 'https://homologacao.focusnfe.com.br',
  producao: 'https://api.focusnfe.com.br',
} as const;

type FocusSettings = Pick<
  Config,
  'FOCUS_NFE_ENVIRONMENT' | 'FOCUS_NFE_URL' | 'FOCUS_NFE_TIMEOUT_MS' | 'FOCUS_NFE_TOKEN'
>;

/** The fiscal provider the settings describe, built once (buildDeps) and passed in. */
export function fiscalProviderFrom(config: FocusSettings, logger?: Logger): FiscalProvider {
  const environment = config.FOCUS_NFE_ENVIRONMENT;
  return focusNfeProvider({
    environment,
    baseUrl: config.FOCUS_NFE_URL ?? FOCUS_NFE_URLS[environment],
    companiesUrl: config.FOCUS_NFE_URL ?? FOCUS_NFE_URLS.producao,
    timeoutMs: config.FOCUS_NFE_TIMEOUT_MS,
    ...(config.FOCUS_NFE_TOKEN ? { accountToken: config.FOCUS_NFE_TOKEN } : {}),
    ...(logger ? { logger } : {}),
  });
}
