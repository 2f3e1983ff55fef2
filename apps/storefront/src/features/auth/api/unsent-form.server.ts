// A form of these screens sent before its script ran comes here (its native post): nothing is
// sent to the API from the server (the API limits these per shopper's address, which only the
// browser's own call carries); the page comes back with what was typed and says so.
// `boxes`: its checkboxes, ticked or not, which come back as they were too (a consent the
// shopper gave must not vanish on the way back).
export async function unsentForm<K extends string, B extends string = never>(
  request: Request,
  fields: readonly K[],
  boxes: readonly B[] = [],
) {
  const form = await request.formData();
  const initial = Object.fromEntries([
    ...fields.map((name) => [name, String(form.get(name) ?? '').slice(0, 254)]),
    ...boxes.map((name) => [name, form.get(name) !== null]),
  ]) as Record<K, string> & Record<B, boolean>;
  return { notSent: true as const, initial };
}
