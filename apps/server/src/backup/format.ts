const nb = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1 });

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte`;
  if (bytes < 1024 * 1024) return `${nb.format(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${nb.format(bytes / 1024 ** 2)} MB`;
  return `${nb.format(bytes / 1024 ** 3)} GB`;
}

export const formatMs = (ms: number) => (ms < 1000 ? `${ms} ms` : `${nb.format(ms / 1000)} s`);
