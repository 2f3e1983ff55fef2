import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_MAX_BYTES } from '@vitrine/contract/images';
import { REVIEW_PHOTOS, type ReviewPhoto } from '@vitrine/contract/reviews';
import { describe, expect, it } from 'vitest';
import { ApiClientProvider } from '../../../lib/api-context.tsx';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { ReviewForm } from './review-form.tsx';

// "Fotos (opcional)" over a real socket: the loopback answers POST /reviews/photos as the API
// does (apps/api features/reviews/photos.ts); the test reads what went and what the buyer sees.
const api = setUpLoopbackApi();
const TOKEN = 'convite-de-avaliacao-0123456789';
const SHIRT = '6f1c1b0e-3a57-4b0e-9a36-0000000000a1';

type Answer = { status: number; body: unknown };

const uploaded = (n: number): ReviewPhoto => {
  const src = (width: number, format: string) =>
    `${api.url}/public/stores/s/images/${String(n).repeat(64)}-${width}.${format}`;
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    width: 640,
    height: 480,
    src: src(640, 'webp'),
    renditions: [320, 640].flatMap((width) => [
      { format: 'avif' as const, width, height: (width * 3) / 4, src: src(width, 'avif') },
      { format: 'webp' as const, width, height: (width * 3) / 4, src: src(width, 'webp') },
    ]),
  };
};

/**
 * The photos' answers (by upload, from 1), and the review's. The page's origin is not the
 * loopback's: an upload with progress listeners is preflighted, and that OPTIONS let through
 * (in the storefront it goes to its own origin's /_api, with none). jsdom's XMLHttpRequest
 * holds the preflight to CORS, which the loopback does not speak beyond `*`: the client is
 * given no store (its X-Store-Id would need `Access-Control-Allow-Headers`; the proxy sets the
 * host's store anyway).
 */
function answer(photo: (n: number) => Answer | Promise<Answer>) {
  let count = 0;
  api.answer((request) => {
    if (request.method === 'OPTIONS') return { status: 204, body: {} };
    if (request.path.endsWith('/reviews/photos')) return photo(++count);
    return { status: 201, body: { id: SHIRT, status: 'pendente' } };
  });
}
const posted = (path: string) =>
  api.requests.filter((request) => request.method === 'POST' && request.path === path);

const jpeg = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

function renderForm() {
  render(
    <ApiClientProvider storeId={undefined} apiBase={api.url}>
      <ReviewForm
        token={TOKEN}
        productId={SHIRT}
        labelledBy="review-shirt"
        photoLimits={{ perReview: REVIEW_PHOTOS.perReview, maxBytes: IMAGE_MAX_BYTES }}
      />
    </ApiClientProvider>,
  );
  const photos = screen.getByRole('group', { name: 'Fotos (opcional)' });
  const picker = within(photos).getByLabelText<HTMLInputElement>('Escolher fotos');
  return { photos, picker, user: userEvent.setup() };
}

async function writeReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: '5 estrelas' }));
  await user.type(screen.getByRole('textbox', { name: /Título/ }), 'Veste bem');
  await user.type(screen.getByRole('textbox', { name: /Sua avaliação/ }), 'Tecido macio.');
}

describe('ReviewPhotosField', () => {
  it('sends each photo at once with the invitation, shows it, and sends the review with them in order', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer(async (n) => {
      if (n === 1) await held;
      return { status: 201, body: uploaded(n) };
    });
    const { photos, picker, user } = renderForm();
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
    expect(picker).toHaveAccessibleDescription(
      'Até 3 fotos do produto (JPEG, PNG, WebP ou AVIF, até 10 MB cada). Aparecem com a sua avaliação.',
    );

    await user.upload(picker, jpeg('frente.jpg'));
    expect(
      await within(photos).findByRole('progressbar', { name: 'Enviando foto frente.jpg' }),
    ).toBeInTheDocument();
    expect(within(photos).getByRole('status')).toHaveTextContent('Enviando foto…');
    await waitFor(() => expect(posted('/reviews/photos')).toHaveLength(1));
    const request = posted('/reviews/photos')[0]!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = String(request.body);
    expect(body).toMatch(new RegExp(`name="token"\\r\\n\\r\\n${TOKEN}\\r\\n`));
    expect(body).toMatch(new RegExp(`name="product_id"\\r\\n\\r\\n${SHIRT}\\r\\n`));
    expect(body).toMatch(/name="file"; filename="frente\.jpg"/);

    // Sending the review before the photo is up waits for it.
    await writeReview(user);
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText('Espere as fotos terminarem de enviar.')).toBeVisible();
    expect(posted('/reviews')).toHaveLength(0);

    release();
    const first = await within(photos).findByRole('img', { name: 'Foto 1 de 1 da sua avaliação' });
    expect(first).toHaveAttribute('src', uploaded(1).src);
    expect(first).toHaveAttribute('srcset', expect.stringMatching(/-320\.webp 320w/));
    expect(within(photos).getByRole('status')).toHaveTextContent('Foto adicionada à avaliação.');
    expect(within(photos).queryByRole('progressbar')).toBeNull();

    await user.upload(picker, jpeg('etiqueta.jpg'));
    expect(
      await within(photos).findByRole('img', { name: 'Foto 2 de 2 da sua avaliação' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    await waitFor(() => expect(posted('/reviews')).toHaveLength(1));
    expect(posted('/reviews')[0]!.body).toMatchObject({
      token: TOKEN,
      product_id: SHIRT,
      photos: [uploaded(1).id, uploaded(2).id],
    });
  });

  it('takes a photo off the review with "Remover foto", the focus back on the picker', async () => {
    answer((n) => ({ status: 201, body: uploaded(n) }));
    const { photos, picker, user } = renderForm();
    await user.upload(picker, [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(3));
    // Full: the picker is off, and says why.
    expect(picker).toBeDisabled();
    expect(picker).toHaveAccessibleDescription('Você já escolheu 3 fotos. Remova uma para trocar.');

    const ids = within(photos)
      .getAllByRole('img')
      .map((img) => /\/(\d)\1+-/.exec(img.getAttribute('src') ?? '')?.[1]);
    await user.click(within(photos).getByRole('button', { name: 'Remover foto 1' }));
    expect(within(photos).getAllByRole('img')).toHaveLength(2);
    expect(picker).toBeEnabled();
    expect(picker).toHaveFocus();
    expect(within(photos).getByRole('status')).toHaveTextContent('Foto removida da avaliação.');
    expect(within(photos).getByRole('button', { name: 'Remover foto 2' })).toHaveTextContent(
      'Remover foto',
    );

    await writeReview(user);
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    await waitFor(() => expect(posted('/reviews')).toHaveLength(1));
    const kept = ids.slice(1).map((n) => uploaded(Number(n)).id);
    expect(posted('/reviews')[0]!.body).toMatchObject({ photos: kept });
  });

  it('refuses a file over 10 MB, and files past 3, without sending them', async () => {
    answer((n) => ({ status: 201, body: uploaded(n) }));
    const { photos, picker, user } = renderForm();
    await user.upload(picker, [
      jpeg('enorme.jpg', IMAGE_MAX_BYTES + 1),
      jpeg('a.jpg'),
      jpeg('b.jpg'),
      jpeg('c.jpg'),
      jpeg('d.jpg'),
    ]);
    const refused = within(photos).getByRole('alert');
    expect(refused).toHaveTextContent('enorme.jpg: a foto passa de 10 MB. Escolha uma foto menor.');
    expect(refused).toHaveTextContent('Escolha até 3 fotos.');
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('enorme.jpg: a foto passa'));
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(3));
    const names = posted('/reviews/photos').map(
      (r) => /filename="([^"]+)"/.exec(String(r.body))?.[1],
    );
    expect(names.sort()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });

  it.each([
    [
      415,
      'image_type_refused',
      'Envie uma foto em JPEG, PNG, WebP ou AVIF. SVG e outros formatos não são aceitos.',
    ],
    [
      409,
      'review_photos_limit',
      'Você já enviou o máximo de fotos para este produto. Use as que já enviou ou escreva a avaliação sem mais fotos.',
    ],
  ])(
    'says the API’s %i refusal in its words, next to the picker',
    async (status, code, message) => {
      answer(() => ({ status, body: { code, message } }));
      const { photos, picker, user } = renderForm();
      await user.upload(picker, jpeg('nota.pdf.jpg'));
      expect(await within(photos).findByText(`nota.pdf.jpg: ${message}`)).toBeVisible();
      expect(within(photos).getByRole('alert')).toHaveTextContent(message);
      expect(picker).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(within(photos).queryByRole('img')).toBeNull();
    },
  );

  it('says an answer that is not the API’s (a server error) in its own words', async () => {
    answer(() => ({ status: 502, body: { code: 'bad_gateway', message: 'Bad Gateway' } }));
    const { photos, picker, user } = renderForm();
    await user.upload(picker, jpeg('frente.jpg'));
    const said = 'frente.jpg: não foi possível enviar a foto agora. Tente de novo.';
    expect(await within(photos).findByText(said)).toBeVisible();
    expect(within(photos).getByRole('alert')).toHaveTextContent(said);
  });
});
