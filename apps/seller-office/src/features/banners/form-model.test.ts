import { describe, expect, it } from 'vitest';
import { formSchema, toBody, toFormValues } from './form-model.ts';

const image = {
  src: 'https://api.exemplo/x.webp',
  width: 1600,
  height: 600,
  image_id: '00000000-0000-4000-8000-000000000001',
};
const filled = { ...toFormValues(), title: 'Semana do cliente', image };

const issues = (form: typeof filled) => {
  const result = formSchema.safeParse(form);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('formSchema', () => {
  it('turns Brasília days and times into instants, with the day’s ends when no time is typed', () => {
    const parsed = formSchema.parse({
      ...filled,
      starts_day: '05/03/2026',
      ends_day: '06/03/2026',
      ends_time: '18:30',
    });
    expect(toBody(parsed)).toMatchObject({
      starts_at: '2026-03-05T03:00:00.000Z',
      ends_at: '2026-03-06T21:30:00.000Z',
    });
    expect(toBody(formSchema.parse({ ...filled, ends_day: '06/03/2026' })).ends_at).toBe(
      '2026-03-07T02:59:00.000Z',
    );
  });

  it.each([
    [{ image: null }, 'image', 'Envie a imagem para computador.'],
    [{ link: 'javascript:alert(1)' }, 'link', expect.stringMatching(/caminho da loja/)],
    [{ starts_day: '31/02/2026' }, 'starts_day', 'Use uma data válida, no formato dd/mm/aaaa.'],
    [{ ends_time: '10:00' }, 'ends_day', 'Informe o dia.'],
    [
      { starts_day: '05/03/2026', starts_time: '25:00' },
      'starts_time',
      'Use a hora no formato hh:mm, de 00:00 a 23:59.',
    ],
    [
      {
        starts_day: '05/03/2026',
        starts_time: '10:00',
        ends_day: '05/03/2026',
        ends_time: '10:00',
      },
      'ends_day',
      'O fim deve ser depois do início.',
    ],
  ])('refuses %o on %s', (change, path, message) => {
    expect(issues({ ...filled, ...change } as typeof filled)).toContainEqual([path, message]);
  });
});
