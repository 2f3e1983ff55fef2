import type { Feature } from '../../http/context.ts';

/** Declares the bearer scheme the customer and seller routes name in their `security`. */
export const registerAuth: Feature = (app) => {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description:
      'Token opaco de POST /customers/login ou /sellers/login, com o cabeçalho X-Store-Id ' +
      'da mesma loja (spec §6).',
  });
};
