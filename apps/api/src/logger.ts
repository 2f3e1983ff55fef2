import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: 'vitrine-api' },
    redact: {
      paths: ['req.headers.authorization', '*.password', '*.access_token', '*.card_number'],
      censor: '[redacted]',
    },
  });
}
