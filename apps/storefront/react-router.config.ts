import type { Config } from '@react-router/dev/config';

// Framework mode with server rendering (first paint and SEO). React Router wants root.tsx and
// routes.ts at the top of its app directory, so that is src/ itself; src/app holds the shell
// they use.
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: true,
  // React Router 8's behaviour now, except v8_passThroughRequests: loaders here read the
  // document URL from request.url, which that flag would turn into the .data URL.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
