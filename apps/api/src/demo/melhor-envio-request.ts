// The loopback's check of a quote body, answering as Melhor Envio (Laravel) does: 422 with
// `{ message: "The given data was invalid.", errors: { "<path>": ["<message>"] } }`.

export type CalculateProduct = {
  id?: string;
  width: number;
  height: number;
  length: number;
  weight: number;
  insurance_value: number;
  quantity: number;
};

export type CalculateBody = {
  from: { postal_code: string };
  to: { postal_code: string };
  products: CalculateProduct[];
  services?: number[];
  options?: { receipt?: boolean; own_hand?: boolean };
};

export type Validation =
  { ok: true; body: CalculateBody } | { ok: false; errors: Record<string, string[]> };

/** Laravel names a field by its path with spaces for underscores ("to.postal code"). */
const label = (path: string) => `O campo ${path.replaceAll('_', ' ')}`;

export function validateCalculate(input: unknown): Validation {
  const errors: Record<string, string[]> = {};
  const fail = (path: string, message: string) =>
    void (errors[path] ??= []).push(`${label(path)} ${message}`);
  const root = asObject(input) ?? {};

  const cep = (side: 'from' | 'to') => {
    const path = `${side}.postal_code`;
    const raw = asObject(root[side])?.postal_code;
    if (raw === undefined || raw === null || raw === '') return void fail(path, 'é obrigatório.');
    const digits = String(raw).replace(/\D/g, '');
    if (!/^\d{8}$/.test(digits)) return void fail(path, 'deve ter 8 dígitos.');
    return digits;
  };
  const from = cep('from');
  const to = cep('to');

  const products: CalculateProduct[] = [];
  if (!Array.isArray(root.products) || root.products.length === 0) {
    fail('products', 'é obrigatório.');
  } else {
    root.products.forEach((raw: unknown, index) => {
      const item = asObject(raw) ?? {};
      const number = (key: string, min: number, integer = false) => {
        const path = `products.${index}.${key}`;
        const value = item[key];
        if (value === undefined || value === null || value === '')
          return fail(path, 'é obrigatório.');
        const n = Number(value);
        if (!Number.isFinite(n)) return fail(path, 'deve ser um número.');
        if (integer && !Number.isInteger(n)) return fail(path, 'deve ser um número inteiro.');
        if (n < min) return fail(path, `deve ser pelo menos ${min}.`);
        return n;
      };
      const product = {
        id: item.id === undefined ? undefined : String(item.id),
        width: number('width', 1),
        height: number('height', 1),
        length: number('length', 1),
        weight: number('weight', 0.001),
        insurance_value: number('insurance_value', 0),
        quantity: number('quantity', 1, true),
      };
      products.push(product as CalculateProduct);
    });
  }

  let services: number[] | undefined;
  if (root.services !== undefined && root.services !== null && root.services !== '') {
    if (typeof root.services !== 'string' || !/^\d+(,\d+)*$/.test(root.services)) {
      fail('services', 'tem um formato inválido.');
    } else services = root.services.split(',').map(Number);
  }

  const options = asObject(root.options);
  for (const key of ['receipt', 'own_hand'] as const) {
    if (options?.[key] !== undefined && typeof options[key] !== 'boolean') {
      fail(`options.${key}`, 'deve ser verdadeiro ou falso.');
    }
  }

  if (Object.keys(errors).length > 0 || !from || !to) return { ok: false, errors };
  return {
    ok: true,
    body: {
      from: { postal_code: from },
      to: { postal_code: to },
      products,
      services,
      options: options as CalculateBody['options'],
    },
  };
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
