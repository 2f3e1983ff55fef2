/**
 * A size in bytes as a person reads it (pt-BR): whole megabytes under a gigabyte, gigabytes with
 * one decimal above ("512 MB", "1,5 GB"). Binary units, as storage is counted.
 */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} GB`
    : `${Math.round(bytes / 1024 ** 2).toLocaleString('pt-BR')} MB`;
}
