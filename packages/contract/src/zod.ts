import { z } from 'zod';
import { ptBR } from 'zod/locales';

// Everything a person reads is pt-BR, zod's own messages too: the checks the contract does not
// word itself ("Entrada inválida: esperava um texto, recebeu um número") reach the API's 400
// details and the forms. The locale is global to the zod module, so setting it here, where
// every contract module takes its `z`, gives it to every consumer of the contract — the API's
// validators, the client, the forms' resolvers — without anyone remembering to. package.json
// lists this file under `sideEffects` so bundlers keep the call.
z.config(ptBR());

export { z };
