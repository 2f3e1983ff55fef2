import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** 'Camisa de Linho (P)' → 'camisa-de-linho-p': the slugs the storefront's URLs use. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Deterministic pseudo-random numbers (mulberry32): the same seed, the same demo stock. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Writes one file of a store's asset folder (features/assets serves it) and returns its path. */
export function writeAsset(
  storeDir: string,
  folder: string,
  file: string,
  content: string,
): string {
  mkdirSync(join(storeDir, folder), { recursive: true });
  writeFileSync(join(storeDir, folder, file), content);
  return `${folder}/${file}`;
}
