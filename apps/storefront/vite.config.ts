import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// In development the storefront calls the API through its own origin, as in production
// (server/api-proxy.ts): /_api/<path> is <API_URL>/<path>; /api/<path> keeps its path.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3333';

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/_api': { target: apiUrl, rewrite: (path) => path.replace(/^\/_api/, '') },
      '/api': { target: apiUrl },
    },
  },
  build: { target: 'es2022' },
});
