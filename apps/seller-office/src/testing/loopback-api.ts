// The API stand-in every component test talks to over a real socket (shared by both apps).
export * from '@vitrine/vitest-config/loopback-api';
