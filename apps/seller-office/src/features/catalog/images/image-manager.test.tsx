import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@vitrine/api-client/client';
import type { ProductImage, UploadedImage } from '@vitrine/contract/images';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../lib/api-context.tsx';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { ImageManager } from './image-manager.tsx';

// The editor over a real socket: the loopback API answers POST /images as the API does
// (apps/api features/images), and the test reads what was sent and what the seller sees.
const api = setUpLoopbackApi();

type Answer = { status: number; body: unknown };

/**
 * The uploads' answers. The page's origin is not the loopback's, and an upload with progress
 * listeners is preflighted (Fetch's "upload listener flag"): the OPTIONS is let through. In
 * the office the request goes to its own origin's /_api, with no preflight.
 */
function answerUploads(answer: () => Answer | Promise<Answer>) {
  api.answer((request) => (request.method === 'OPTIONS' ? { status: 200, body: {} } : answer()));
}
const posts = () => api.requests.filter((request) => request.method === 'POST');

const uploaded = (n: number): UploadedImage => {
  const src = (w: number, f: string) =>
    `${api.url}/public/stores/s/images/${String(n).repeat(64)}-${w}.${f}`;
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    width: 640,
    height: 480,
    src: src(640, 'webp'),
    renditions: [320, 640].flatMap((w) => [
      { format: 'avif' as const, width: w, height: (w * 3) / 4, src: src(w, 'avif') },
      { format: 'webp' as const, width: w, height: (w * 3) / 4, src: src(w, 'webp') },
    ]),
  };
};

function renderManager(initial: ProductImage[] = [], colours?: string[]) {
  const seen: ProductImage[][] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <ImageManager
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
        colours={colours}
        productName="Vaso de cerâmica"
      />
    );
  }
  const view = render(
    <ApiProvider client={createApiClient({ apiBase: api.url })}>
      <main>
        <Harness />
      </main>
    </ApiProvider>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { seen, input, latest: () => seen.at(-1) ?? initial, user: userEvent.setup() };
}

const jpeg = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('ImageManager', () => {
  it('uploads several files at once, a progress bar each, and adds them with the product name as alt', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let count = 0;
    answerUploads(async () => {
      const n = ++count;
      await held;
      return { status: 201, body: uploaded(n) };
    });
    const { input, user, latest } = renderManager();
    await user.upload(input, [jpeg('frente.jpg'), jpeg('lado.jpg')]);

    expect(
      await screen.findByRole('progressbar', { name: 'Enviando frente.jpg' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Enviando lado.jpg' })).toBeInTheDocument();
    await waitFor(() => expect(posts()).toHaveLength(2));
    for (const request of posts()) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/images');
      expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(String(request.body)).toMatch(/name="file"; filename="(frente|lado)\.jpg"/);
    }

    release();
    await waitFor(() => expect(latest()).toHaveLength(2));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(latest().map((image) => [image.image_id, image.alt])).toEqual(
      expect.arrayContaining([
        [uploaded(1).id, 'Vaso de cerâmica'],
        [uploaded(2).id, 'Vaso de cerâmica'],
      ]),
    );
    expect(latest()[0]!.renditions).toHaveLength(4);
    const items = screen.getAllByRole('listitem', { name: /Imagem \d de 2/ });
    expect(items[0]!.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/-320\.webp$/),
    );
    expect(within(items[0]!).getByText('Capa')).toBeInTheDocument();
  });

  const two = (): ProductImage[] =>
    [uploaded(1), uploaded(2)].map(({ id, ...rest }, i) => ({
      ...rest,
      image_id: id,
      alt: i === 0 ? 'Primeira' : 'Segunda',
    }));

  it('reorders by keyboard with buttons, keeping the focus on the moved image', async () => {
    const { user, latest } = renderManager(two());
    screen.getByRole('button', { name: 'Mover a imagem 1 para baixo' }).focus();
    await user.keyboard('{Enter}');
    expect(latest().map((image) => image.alt)).toEqual(['Segunda', 'Primeira']);
    // At the end of the list it can only go up: that button has the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Mover a imagem 2 para cima' }),
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Imagem movida para a posição 2.');
    expect(screen.getByRole('button', { name: 'Mover a imagem 1 para cima' })).toBeDisabled();
  });

  it('requires the alt text, ties an image to a colour, and removes one', async () => {
    const { user, latest } = renderManager(two(), ['Azul', 'Verde']);
    const alt = screen.getAllByRole('textbox', { name: /Texto alternativo/ })[0]!;
    await user.clear(alt);
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Descreva a imagem.')).toBeInTheDocument();
    await user.type(alt, 'Vaso azul de frente');
    expect(latest()[0]!.alt).toBe('Vaso azul de frente');

    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Cor' })[1]!, 'Verde');
    expect(latest()[1]!.color).toBe('Verde');
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Cor' })[1]!, '');
    expect(latest()[1]).not.toHaveProperty('color');

    await user.click(screen.getByRole('button', { name: 'Remover a imagem 1' }));
    expect(latest().map((image) => image.alt)).toEqual(['Segunda']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Escolher arquivos' }));
  });

  it("shows the API's refusal in pt-BR and refuses a file over 10 MB without sending it", async () => {
    const refusal =
      'Envie uma foto em JPEG, PNG, WebP ou AVIF. SVG e outros formatos não são aceitos.';
    answerUploads(() => ({ status: 415, body: { code: 'image_type_refused', message: refusal } }));
    const { input, user, latest } = renderManager();
    await user.upload(input, [
      new File(['<svg/>'], 'logo.jpg', { type: 'image/jpeg' }),
      jpeg('enorme.jpg', 10 * 1024 * 1024 + 1),
    ]);
    const alerts = await screen.findAllByRole('alert');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(
        expect.arrayContaining([`logo.jpg: ${refusal}`, 'enorme.jpg: a imagem passa de 10 MB.']),
      ),
    );
    expect(alerts.length).toBeGreaterThan(0);
    expect(posts()).toHaveLength(1);
    expect(latest()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Dispensar o aviso de enorme.jpg' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('has no axe violations with images, colours, an upload under way and a refusal', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answerUploads(async () => {
      await held;
      return { status: 201, body: uploaded(3) };
    });
    const { input, user } = renderManager(two(), ['Azul', 'Verde']);
    await user.upload(input, [jpeg('subindo.jpg'), jpeg('grande.jpg', 10 * 1024 * 1024 + 1)]);
    await screen.findByRole('progressbar', { name: 'Enviando subindo.jpg' });
    await screen.findByRole('alert');
    // jsdom lays nothing out: contrast is the browser tests' (Playwright, expectAccessible).
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    release();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    ).toEqual([]);
  });
});
