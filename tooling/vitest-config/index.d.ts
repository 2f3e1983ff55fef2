import type { ViteUserConfig } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';

export function vitestConfig(overrides?: ViteUserConfig): ViteUserConfig;

/** Test files that import node:child_process run first (index.js says why). */
export class ProcessesFirst extends BaseSequencer {}
