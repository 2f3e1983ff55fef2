import { findState } from '@vitrine/domain/states';

/** The state's cities, plus `city` when the CEP service names one the list spells otherwise. */
export function cityOptions(state: string, city: string): string[] {
  const cities = findState(state)?.cidades ?? [];
  return city && !cities.includes(city) ? [city, ...cities] : cities;
}
