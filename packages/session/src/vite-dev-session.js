// JavaScript, not TypeScript: Vite loads an app's vite.config.ts with Node, which runs a
// workspace package's file as it is (the types are in vite-dev-session.d.ts).
import { getRequestListener } from '@hono/node-server';

/**
 * In development an app's own server is Vite's: its session and API proxy (/_session/*,
 * /_api/*, /api/*) are mounted on it as in production, from `devSessionModule` (the app's file
 * exporting `createDevSession()`), loaded through Vite so the workspace's TypeScript runs as is.
 *
 * @param {string} name
 * @param {string} devSessionModule
 * @param {readonly string[]} [morePaths] other paths the app's server answers itself (the office's
 *   `/vendedor/entrar`, the sign-up's hand-off)
 * @returns {import('vite').Plugin}
 */
export function sessionInDev(name, devSessionModule, morePaths = []) {
  return {
    name,
    apply: 'serve',
    configureServer(server) {
      /** @type {ReturnType<typeof getRequestListener> | undefined} */
      let listener;
      server.middlewares.use(async (req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (!/^\/(_session|_api|api)\//.test(path) && !morePaths.includes(path)) return next();
        if (!listener) {
          const module = await server.ssrLoadModule(devSessionModule);
          listener = getRequestListener(module.createDevSession().fetch);
        }
        await listener(req, res);
      });
    },
  };
}
