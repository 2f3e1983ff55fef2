import { render, screen, within } from '@testing-library/react';
import type { CSSProperties } from 'react';
import { describe, expect, it } from 'vitest';
import type { StoreData } from '@vitrine/contract/stores';
import { aStore } from '../testing/builders.ts';
import { MemoryRouter } from 'react-router';
import { Footer } from './footer.tsx';
import {
  previewBarHtml,
  serverDocument,
  statusPageOf,
  StoreStatusPage,
} from './store-status.server.tsx';

const PAGES = [{ slug: 'trocas', title: 'Trocas e devoluções' }];

/** A status page as the root loader makes it: the store's data, its status, its pages. */
function renderStatus(status: 'draft' | 'paused' | 'closed', overrides: Partial<StoreData> = {}) {
  const store = aStore({ name: 'Ateliê da Ana', status, ...overrides });
  render(<StoreStatusPage store={store} status={status} pages={PAGES} />);
}

describe('StoreStatusPage', () => {
  it('says "Em breve" for a draft with the store’s name, and nothing else: no catalog, search, cart, footer', async () => {
    renderStatus('draft');
    expect(await screen.findByRole('heading', { level: 1, name: 'Em breve' })).toBeVisible();
    expect(screen.getByText('Ateliê da Ana')).toBeVisible();
    expect(
      screen.getByText('Ateliê da Ana está se preparando para abrir. Volte em breve!'),
    ).toBeVisible();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo');
  });

  it('shows the store’s logo by its name when it has one', async () => {
    renderStatus('draft', {
      logo: 'https://cdn.example/logo.webp',
      logo_size: { width: 300, height: 80 },
    });
    const logo = await screen.findByRole('img', { name: 'Ateliê da Ana' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example/logo.webp');
    expect(logo).toHaveAttribute('width', '300');
  });

  it('says "Loja em pausa" in the seller’s words, else the default, with the way to the shopper’s orders and the footer', async () => {
    renderStatus('paused', { pause_message: 'Férias coletivas até 10/01.' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Loja em pausa' })).toBeVisible();
    expect(screen.getByText('Férias coletivas até 10/01.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Veja seus pedidos' })).toHaveAttribute(
      'href',
      '/minha-conta/meus-pedidos',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Trocas e devoluções' })).toBeVisible();
  });

  it('uses the default text for a pause without a message', async () => {
    renderStatus('paused');
    expect(
      await screen.findByText(
        'Ateliê da Ana está em pausa e não recebe pedidos agora. Volte em breve para conferir as novidades.',
      ),
    ).toBeVisible();
  });

  it('says a closed store was closed', async () => {
    renderStatus('closed');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta loja foi encerrada' }),
    ).toBeVisible();
    expect(
      screen.getByText('Ateliê da Ana encerrou suas atividades e não recebe mais pedidos.'),
    ).toBeVisible();
  });
});

describe('statusPageOf', () => {
  it('gives the layout the page’s title, its words and its HTML', () => {
    const store = aStore({ name: 'Ateliê da Ana', status: 'paused' });
    const page = statusPageOf(store, 'paused', PAGES);
    expect(page.title).toBe('Loja em pausa · Ateliê da Ana');
    expect(page.description).toBe(
      'Ateliê da Ana está em pausa e não recebe pedidos agora. Volte em breve para conferir as novidades.',
    );
    expect(page.body).toContain('<h1>Loja em pausa</h1>');
    expect(page.body).toMatch(/<a href="\/paginas\/trocas"[^>]*>Trocas e devoluções<\/a>/);
  });
});

describe('a suspended store’s page', () => {
  it('says "Loja indisponível" with the store’s name, 503 and when to come back: no reason, no footer, no way in', () => {
    const store = aStore({ name: 'Ateliê da Ana', status: 'paused', pause_message: 'Férias.' });
    const page = statusPageOf(store, 'suspended', PAGES);
    expect(page).toMatchObject({
      status: 503,
      title: 'Loja indisponível · Ateliê da Ana',
      description: 'Esta loja está temporariamente indisponível. Tente novamente mais tarde.',
      headers: { 'Retry-After': '3600' },
    });
    document.body.innerHTML = page.body;
    expect(screen.getByRole('heading', { level: 1, name: 'Loja indisponível' })).toBeVisible();
    expect(screen.getByText('Ateliê da Ana')).toBeVisible();
    expect(screen.queryByText('Férias.')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(statusPageOf(store, 'paused', PAGES).headers).toBeUndefined();
    document.body.innerHTML = '';
  });
});

describe('previewBarHtml', () => {
  it('tells the seller the store is not open to shoppers yet', () => {
    document.body.innerHTML = previewBarHtml('draft');
    const bar = screen.getByRole('complementary', { name: 'Prévia da loja' });
    expect(bar).toHaveTextContent('Prévia — sua loja ainda não está aberta');
    document.body.innerHTML = previewBarHtml('paused');
    expect(screen.getByRole('complementary')).toHaveTextContent('Prévia — sua loja está em pausa');
  });
});

describe('serverDocument', () => {
  it('is a whole page: the app’s stylesheets, the store’s colours, not indexed, no script', () => {
    const page = statusPageOf(aStore({ name: 'Ateliê da Ana' }), 'draft', []);
    const html = serverDocument(page, {
      stylesheets: ['/assets/shell.css', '/assets/root.css'],
      theme: { '--vt-color-primary': '#0a5cad' } as CSSProperties,
    });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="pt-BR" style="--vt-color-primary:#0a5cad">/);
    expect(html).toContain('<title>Em breve · Ateliê da Ana</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell.css"/>');
    expect(html).toContain('<h1>Em breve</h1>');
    expect(html).not.toContain('<script');
    expect(page.status).toBe(200);
    expect(statusPageOf(aStore(), 'closed', []).status).toBe(410);
  });
});

describe('Footer', () => {
  it.each([
    [
      'a company: its legal name and CNPJ',
      { legal_name: 'Ateliê da Ana Ltda.', cnpj: '11.222.333/0001-81', cpf: '' },
      'Ateliê da Ana Ltda. · CNPJ 11.222.333/0001-81',
    ],
    [
      'a person: their name and CPF',
      { legal_name: 'Ana Beatriz Souza', cnpj: '', cpf: '390.533.447-05' },
      'Ana Beatriz Souza · CPF 390.533.447-05',
    ],
  ])('shows the seller’s legal data on every page, %s, and where it is', async (_, legal, line) => {
    render(
      <MemoryRouter>
        <Footer
          pages={[{ slug: 'trocas', title: 'Trocas e devoluções' }]}
          store={aStore({
            ...legal,
            address: {
              line: 'Rua Augusta, 1500',
              zip_code: '01310-100',
              city: 'São Paulo',
              state: 'SP',
            },
            contact: {
              email: 'ana@atelie.example',
              phone: '(11) 91234-5678',
              whatsapp: '',
              instagram: '',
            },
          })}
        />
      </MemoryRouter>,
    );
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Trocas e devoluções' })).toHaveAttribute(
      'href',
      '/paginas/trocas',
    );
    expect(footer).toHaveTextContent(line);
    expect(footer).toHaveTextContent('Rua Augusta, 1500, São Paulo/SP · CEP 01310-100');
    expect(within(footer).getByRole('link', { name: 'ana@atelie.example' })).toHaveAttribute(
      'href',
      'mailto:ana@atelie.example',
    );
    expect(footer).toHaveTextContent('Telefone: (11) 91234-5678');
  });
});
