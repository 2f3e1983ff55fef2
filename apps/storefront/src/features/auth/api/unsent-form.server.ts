// A form of these screens sent before its script ran comes here (its native post): nothing is
// sent to the API from the server (the API limits these per shopper's address, which only the
// browser's own call carries); the page comes back with what was typed and says so.
export async function unsentForm<K extends string>(request: Request, fields: readonly K[]) {
  const form = await request.formData();
  const initial = Object.fromEntries(
    fields.map((name) => [name, String(form.get(name) ?? '').slice(0, 254)]),
  ) as Record<K, string>;
  return { notSent: true as const, initial };
}
