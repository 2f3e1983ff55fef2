import type { Config } from '@react-router/dev/config';

// Framework mode with server rendering (issue 4). React Router wants root.tsx and routes.ts at
// the top of its app directory, so that is src/ itself; src/app holds the shell they use.
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
