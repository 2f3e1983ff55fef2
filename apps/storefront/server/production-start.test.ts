import { describeStartWithoutPlatformDomain } from '@vitrine/vitest-config/production-start';

// The app's folder: vitest runs in it (its jsdom environment gives no file: import.meta.url).
describeStartWithoutPlatformDomain(process.cwd());
