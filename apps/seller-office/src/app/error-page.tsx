import { ApiError } from '@vitrine/api-client/errors';
import { data, isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { CONSOLE_PATHS, PATHS } from '../lib/paths.ts';
import { FORBIDDEN_STATUS, isRoleRefusal } from '../lib/permissions.tsx';

/**
 * spec §2, §8: an unknown path is a 404 "Page Not Found" with the path; any other failure the
 * generic "Internal Server Error" variant (status 500 by default); a screen the seller's role
 * may not open (403), "Você não tem permissão…". The rest is pt-BR.
 */
export function ErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  // The operators' console has its own start: a seller's panel is not theirs.
  const home = pathname.startsWith(CONSOLE_PATHS.home) ? CONSOLE_PATHS.home : PATHS.home;
  const status = isRouteErrorResponse(error)
    ? error.status
    : error instanceof ApiError && error.status === 404
      ? 404
      : isRoleRefusal(error)
        ? FORBIDDEN_STATUS
        : 500;
  if (status === FORBIDDEN_STATUS) {
    return (
      <main className="office-error" id="conteudo">
        <h1>Você não tem permissão para abrir esta página</h1>
        <p>
          O seu papel nesta loja não inclui esta área do painel. Se precisar dela, fale com o dono
          da loja.
        </p>
        <Link to={home}>Ir para o início do painel</Link>
      </main>
    );
  }
  if (status === 404) {
    return (
      <main className="office-error" id="conteudo">
        <h1>Page Not Found</h1>
        <p>
          A página <code>{pathname}</code> não existe no painel.
        </p>
        <Link to={home}>Ir para o início do painel</Link>
      </main>
    );
  }
  return (
    <main className="office-error" id="conteudo">
      <h1>Internal Server Error</h1>
      <p>
        {error instanceof ApiError && error.code === 'network_error'
          ? error.message
          : 'Algo deu errado ao abrir esta página. Tente de novo em instantes.'}
      </p>
      <button type="button" className="vt-button" onClick={() => window.location.reload()}>
        Tentar de novo
      </button>
    </main>
  );
}

/** The router's catch-all's loader: spec §2 "An unknown path gives a 404" (ErrorPage draws it). */
export function notFoundLoader(): never {
  throw data('Page Not Found', { status: 404 });
}
