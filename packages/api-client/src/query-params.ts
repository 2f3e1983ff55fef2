/**
 * A query object as the API's query string: undefined left out, an array as the same name
 * repeated (`?color=Azul&color=Verde`, the facets' several values), the rest as text.
 */
export function toQueryParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, String(value));
  }
  return params;
}
