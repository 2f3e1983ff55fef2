import type { ViteUserConfig } from 'vitest/config';

export function vitestConfig(overrides?: ViteUserConfig): ViteUserConfig;
