const DEVICE_TYPES: Record<string, string> = {
  desktop: 'Computador',
  mobile: 'Celular',
  tablet: 'Tablet',
  smarttv: 'TV',
  console: 'Videogame',
  wearable: 'Relógio',
};

export const devicesMessages = {
  metaTitle: 'Dispositivos conectados',
  title: 'Dispositivos conectados',
  intro: 'Os aparelhos em que a sua conta está conectada. Desconecte os que você não reconhece.',
  deviceType: (type: string) => DEVICE_TYPES[type] ?? 'Dispositivo',
  current: 'Este dispositivo',
  browser: 'Navegador',
  place: 'Rede (IP)',
  lastUse: 'Último uso',
  since: 'Conectado em',
  /** Between a moment's day and time: 05/03/2026, 12:07. */
  dateTimeJoin: ', ',
  revoke: 'Desconectar',
  revokeLabel: (name: string) => `Desconectar ${name}`,
  revoking: 'Desconectando…',
  revoked: 'Dispositivo desconectado.',
  revokeOthers: 'Desconectar todos os outros',
  revokedOthers: (count: number) =>
    count === 1 ? '1 dispositivo desconectado.' : `${count} dispositivos desconectados.`,
  onlyThis: 'Nenhum outro dispositivo está conectado.',
  failed: 'Não foi possível desconectar. Tente novamente.',
  loadFailed: 'Não foi possível carregar os dispositivos. Tente novamente.',
} as const;
