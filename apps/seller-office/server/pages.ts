/**
 * The routes of spec §2 this deployment serves (the app's own router has the same list):
 * anything else is a 404, still answered with the app so it can say "Page Not Found".
 */
const PUBLIC_ROUTES = [
  /^\/vendedor\/login\/?$/,
  /^\/vendedor\/login\/criar-senha\/[^/]+\/?$/,
  /^\/vendedor\/login\/recuperar-acesso\/?$/,
  /^\/vendedor\/login\/logout\/?$/,
  /^\/vendedor\/confirmar-email\/[^/]+\/?$/,
];
const SELLER_ROUTES = [
  /^\/vendedor\/?$/,
  /^\/vendedor\/minha-conta\/meus-dados\/?$/,
  /^\/vendedor\/minha-conta\/(minha-senha|seguranca)\/?$/,
  /^\/vendedor\/catalogo\/planilha\/?$/,
  /^\/vendedor\/minha-conta\/minhas-vendas\/?$/,
  /^\/vendedor\/minha-conta\/minhas-vendas\/[^/]+\/?$/,
  /^\/vendedor\/catalogo\/?$/,
  /^\/vendedor\/catalogo\/(produtos|servicos)\/?$/,
  /^\/vendedor\/catalogo\/(produtos|servicos)\/[^/]+\/?$/,
  /^\/vendedor\/catalogo\/categorias\/?$/,
  /^\/vendedor\/configuracoes\/?$/,
  /^\/vendedor\/configuracoes\/(pagamentos|recebimento|identidade|dados-legais|notas-fiscais|dominio|frete|whatsapp|paginas|banners|historico)\/?$/,
  /^\/vendedor\/configuracoes\/frete\/tabela\/?$/,
  /^\/vendedor\/configuracoes\/(paginas|banners)\/[^/]+\/?$/,
  /^\/vendedor\/cupons\/?$/,
  /^\/vendedor\/cupons\/[^/]+\/?$/,
  /^\/vendedor\/carrinhos-abandonados\/?$/,
  /^\/vendedor\/relatorios\/?$/,
  /^\/vendedor\/equipe\/?$/,
  /^\/vendedor\/loja\/encerrar\/?$/,
  /^\/vendedor\/loja-criada\/?$/,
];

export type PageKind = 'public' | 'seller' | 'not-found';

/**
 * The console's routes on the platform's host (src/features/operator-console/routes.ts has the
 * same): the sign-in is public, the rest needs an operator's session (the authenticator's
 * setup included: the first sign-in's session opens it).
 */
const CONSOLE_PUBLIC_ROUTES = [/^\/operador\/entrar\/?$/];
const CONSOLE_ROUTES = [
  /^\/operador\/?$/,
  /^\/operador\/verificacao\/?$/,
  /^\/operador\/lojas\/[^/]+\/?$/,
];

/** Whether a path is the console's (anything under /operador). */
export const isConsolePath = (path: string) => /^\/operador(\/|$)/.test(path);

export function consolePageKind(path: string): 'public' | 'operator' | 'not-found' {
  if (CONSOLE_PUBLIC_ROUTES.some((route) => route.test(path))) return 'public';
  if (CONSOLE_ROUTES.some((route) => route.test(path))) return 'operator';
  return 'not-found';
}

export function pageKind(path: string): PageKind {
  if (PUBLIC_ROUTES.some((route) => route.test(path))) return 'public';
  if (SELLER_ROUTES.some((route) => route.test(path))) return 'seller';
  return 'not-found';
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An unknown host: no store to log in to. Plain HTML, no script (nothing to run). */
export function storeNotFoundHtml(host: string): string {
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Loja não encontrada · Vitrine</title>
    <style>
      body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: #1f2328; background: #f6f8fa; }
      main { max-width: 32rem; margin: 15vh auto; padding: 2rem; background: #fff; border: 1px solid #d0d7de; border-radius: 8px; }
      h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
      code { overflow-wrap: anywhere; }
    </style>
  </head>
  <body>
    <main>
      <h1>Loja não encontrada</h1>
      <p>Nenhuma loja atende no endereço <code>${escape(host)}</code>.</p>
      <p>Confira o endereço do painel da sua loja ou fale com o suporte da Vitrine.</p>
    </main>
  </body>
</html>
`;
}

/**
 * The page as the console's: the app mounts the operator's routes only (src/main.tsx), so a
 * store's office never offers the console, nor the console a store's screens.
 */
export function asConsole(page: string): string {
  return page.replace('<div id="root"', '<div id="root" data-area="operator"');
}

/**
 * Vite's index.html with `nonce` on its scripts and module preloads (a preload of a module is
 * checked against script-src with the link's own nonce). Vite writes these tags itself; the
 * nonce is base64, nothing to escape in an attribute.
 */
export function withNonce(page: string, nonce: string): string {
  return page
    .replace(/<script\b/g, `<script nonce="${nonce}"`)
    .replace(/<link rel="modulepreload"/g, `<link rel="modulepreload" nonce="${nonce}"`);
}
