/**
 * Melhor Envio's services the office offers as checkboxes, with the platform's ids (the ones
 * its own shipment SDK lists and the demo's loopback platform quotes). An id a store saved that
 * is not here is still shown, by number, so saving never drops it.
 */
export const MELHOR_ENVIO_SERVICES = [
  { id: 1, name: 'PAC', company: 'Correios' },
  { id: 2, name: 'SEDEX', company: 'Correios' },
  { id: 3, name: '.Package', company: 'Jadlog' },
] as const;

/** The checkboxes to show: the known services, then any other id the store has saved. */
export function serviceChoices(saved: readonly number[]) {
  const known = new Set<number>(MELHOR_ENVIO_SERVICES.map((service) => service.id));
  const others = saved.filter((id) => !known.has(id)).map((id) => ({ id, label: null }));
  return [
    ...MELHOR_ENVIO_SERVICES.map((service) => ({
      id: service.id as number,
      label: `${service.name} (${service.company})` as string | null,
    })),
    ...others,
  ];
}
