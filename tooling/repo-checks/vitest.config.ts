import { vitestConfig } from '@vitrine/vitest-config';

export default vitestConfig();
