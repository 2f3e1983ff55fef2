/**
 * What the client entry waits for before it hydrates the page: the code of the lazily loaded
 * parts the server's HTML holds (shared/lazy-rendered.tsx), which their route modules, evaluated
 * before the entry, put here.
 */
export const beforeHydration: Promise<unknown>[] = [];
