/** `10 MB`: the upload limit as a seller reads it. */
export function formatBytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024)).toLocaleString('pt-BR')} MB`;
}

/** `42%`: an upload's progress. */
export function formatPercent(fraction: number): string {
  return `${Math.round(Math.min(1, Math.max(0, fraction)) * 100)}%`;
}
