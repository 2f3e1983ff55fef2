import { errorSchema } from '@vitrine/contract/common';
import type { z } from 'zod';

// Small builders for the account and commerce routes' OpenAPI declarations, so each route file
// reads as its method, path, input and answers.

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** A required JSON body: without `required`, a request lacking Content-Type skips validation. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { required: true, content: { 'application/json': { schema } } } };
}

const error = (description: string) => jsonContent(errorSchema, description);

/** The error answers every route may give, `{ code, message }` in pt-BR. */
export const errorResponses = {
  400: error('Dados inválidos ou loja não informada.'),
  401: error('Sem sessão válida.'),
  403: error('Sessão de outra loja.'),
  404: error('Não encontrado.'),
  409: error('Conflito com o estado atual.'),
  429: error('Muitas tentativas.'),
} as const;
