import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreChecklist } from '@vitrine/contract/store-life';
import type { SellerRole } from '@vitrine/domain/seller-roles';
import { Toaster } from '@vitrine/ui/toast';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi, type RecordedRequest } from '../../../testing/loopback-api.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { sellerProfileFixture } from '../../../testing/seller-profile.ts';
import { StoreStatusCard } from './store-status.tsx';

// The home's store card against a loopback API: GET /sellers/me (the role), GET
// /store/checklist, and the moves POST /store/{open,pause,reopen}.
const api = setUpLoopbackApi();

const LABELS = {
  email: 'Confirmar o e-mail do dono',
  identity: 'Identidade: logo e cores da loja',
  product: 'Um produto ativo, com foto',
  payments: 'Uma conta de recebimento testada',
  delivery: 'Uma forma de entrega: tabela de frete, Melhor Envio ou retirada',
  legal_data: 'Dados legais completos',
  pages: 'Páginas de trocas, privacidade e termos revisadas',
} as const;

function checklistOf(
  done: (keyof typeof LABELS)[],
  status: StoreChecklist['status'] = 'draft',
): StoreChecklist {
  const steps = (Object.keys(LABELS) as (keyof typeof LABELS)[]).map((code) => ({
    code,
    label: LABELS[code],
    required: code !== 'identity',
    done: done.includes(code),
  }));
  return {
    status,
    pause_message: null,
    closed_at: null,
    steps,
    missing: steps.filter((step) => step.required && !step.done).map((step) => step.code),
  };
}

/** The API as the card sees it: the role, the checklist now, and each move's answer. */
function answer(
  role: SellerRole,
  checklist: () => StoreChecklist,
  move: (request: RecordedRequest) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { status: 'open', pause_message: null, closed_at: null, message: 'Feito.' },
  }),
) {
  api.answer((request) => {
    if (request.path === '/sellers/me') return { status: 200, body: sellerProfileFixture(role) };
    if (request.path === '/store/checklist') return { status: 200, body: checklist() };
    return move(request);
  });
}

function renderCard() {
  render(<Toaster />);
  return renderScreen(<StoreStatusCard />, { apiBase: api.url });
}

const posts = () => api.requests.filter((request) => request.method === 'POST');

describe('StoreStatusCard', () => {
  it('lists each step with its state, and links each step to do to where it is done', async () => {
    answer('owner', () => checklistOf(['email', 'product']));
    renderCard();
    const card = await screen.findByRole('region', { name: 'Prepare sua loja para abrir' });
    expect(within(card).getByText('2 de 6 passos obrigatórios feitos')).toBeInTheDocument();
    const steps = within(card).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `Feito${LABELS.email}`,
      `A fazer${LABELS.identity} (recomendado)Enviar logo e escolher cores`,
      `Feito${LABELS.product}`,
      `A fazer${LABELS.payments}Configurar e testar o recebimento`,
      `A fazer${LABELS.delivery}Configurar o frete`,
      `A fazer${LABELS.legal_data}Preencher os dados legais`,
      `A fazer${LABELS.pages}Revisar as páginas`,
    ]);
    const href = (name: string) => within(card).getByRole('link', { name }).getAttribute('href');
    expect(href('Enviar logo e escolher cores')).toBe('/vendedor/configuracoes/identidade');
    expect(href('Configurar e testar o recebimento')).toBe('/vendedor/configuracoes/recebimento');
    expect(href('Configurar o frete')).toBe('/vendedor/configuracoes/frete');
    expect(href('Preencher os dados legais')).toBe('/vendedor/configuracoes/dados-legais');
    expect(href('Revisar as páginas')).toBe('/vendedor/configuracoes/paginas');
    expect(within(card).queryByRole('link', { name: 'Cadastrar um produto' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Abrir minha loja' })).toBeInTheDocument();
  });

  it('tells the owner how to confirm the e-mail while it is not confirmed', async () => {
    answer('owner', () => checklistOf([]));
    renderCard();
    // Within the card: the Toaster's list may still hold a toast of an earlier test (sonner's
    // state outlives a test, and files share a worker), whose item would come first.
    const card = await screen.findByRole('region', { name: 'Prepare sua loja para abrir' });
    const email = within(card).getAllByRole('listitem')[0]!;
    expect(email).toHaveTextContent('Abra o link que enviamos para o seu e-mail.');
  });

  it('sends the owner a new confirmation link from the e-mail’s step, and says when too many were sent', async () => {
    const user = userEvent.setup();
    let sent = 0;
    answer(
      'owner',
      () => checklistOf([]),
      () =>
        (sent += 1) === 1
          ? {
              status: 200,
              body: { message: 'Enviamos um novo link de confirmação para ana@exemplo.com.br.' },
            }
          : {
              status: 429,
              body: {
                code: 'too_many_requests',
                message:
                  'Já enviamos vários links. Confira sua caixa de entrada e o spam, ou tente mais tarde.',
              },
            },
    );
    renderCard();
    const card = await screen.findByRole('region', { name: 'Prepare sua loja para abrir' });
    const email = within(card).getAllByRole('listitem')[0]!;
    const resend = within(email).getByRole('button', { name: 'Reenviar e-mail de confirmação' });
    await user.click(resend);
    await waitFor(() =>
      expect(within(email).getByRole('status')).toHaveTextContent(
        'Enviamos um novo link de confirmação para ana@exemplo.com.br.',
      ),
    );
    expect(posts().map((request) => request.path)).toEqual(['/sellers/me/email-confirmation']);

    await user.click(within(email).getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    await waitFor(() =>
      expect(within(email).getByRole('status')).toHaveTextContent(
        'Já enviamos vários links. Confira sua caixa de entrada e o spam, ou tente mais tarde.',
      ),
    );
    expect(posts()).toHaveLength(2);
  });

  it('offers no new link once the e-mail is confirmed', async () => {
    answer('owner', () => checklistOf(['email']));
    renderCard();
    const card = await screen.findByRole('region', { name: 'Prepare sua loja para abrir' });
    expect(within(card).getByRole('button', { name: 'Abrir minha loja' })).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'Reenviar e-mail de confirmação' }),
    ).toBeNull();
  });

  it('says which steps are missing when opening is refused, and moves focus there', async () => {
    const user = userEvent.setup();
    answer(
      'owner',
      () => checklistOf(['product', 'payments', 'delivery', 'legal_data', 'pages']),
      () => ({
        status: 409,
        body: {
          code: 'store_not_ready',
          message: 'Para abrir a loja, falta: Confirmar o e-mail do dono.',
          details: { missing: [{ code: 'email', label: LABELS.email }] },
        },
      }),
    );
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Abrir minha loja' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ainda não dá para abrir a loja. Falta:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([LABELS.email]);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(posts().map((request) => request.path)).toEqual(['/store/open']);
  });

  it('opens the store and then offers to pause it', async () => {
    const user = userEvent.setup();
    let status: StoreChecklist['status'] = 'draft';
    const all = Object.keys(LABELS) as (keyof typeof LABELS)[];
    answer(
      'owner',
      () => checklistOf(all, status),
      () => {
        status = 'open';
        return {
          status: 200,
          body: {
            status: 'open',
            pause_message: null,
            closed_at: null,
            message: 'Sua loja está aberta! Os clientes já podem comprar.',
          },
        };
      },
    );
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Abrir minha loja' }));
    expect(
      await screen.findByText('Sua loja está aberta! Os clientes já podem comprar.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Sua loja está aberta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pausar loja' })).toBeInTheDocument();
  });

  it('pauses an open store with the message typed, then reopens it', async () => {
    const user = userEvent.setup();
    let state: StoreChecklist = checklistOf([], 'open');
    answer(
      'owner',
      () => state,
      (request) => {
        const paused = request.path === '/store/pause';
        const message = paused ? (request.body as { message: string }).message : null;
        state = { ...state, status: paused ? 'paused' : 'open', pause_message: message };
        return {
          status: 200,
          body: { status: state.status, pause_message: message, closed_at: null, message: 'Ok.' },
        };
      },
    );
    renderCard();
    await user.type(
      await screen.findByLabelText('Mensagem aos clientes (opcional)'),
      'Voltamos dia 10!',
    );
    await user.click(screen.getByRole('button', { name: 'Pausar loja' }));
    const paused = await screen.findByRole('region', { name: 'Loja em pausa' });
    expect(paused).toHaveTextContent('Mensagem aos clientes: “Voltamos dia 10!”');
    expect(posts()[0]).toMatchObject({
      path: '/store/pause',
      body: { message: 'Voltamos dia 10!' },
    });
    expect(within(paused).getByRole('link', { name: 'Encerrar a loja' })).toHaveAttribute(
      'href',
      '/vendedor/loja/encerrar',
    );

    await user.click(within(paused).getByRole('button', { name: 'Reabrir loja' }));
    expect(await screen.findByRole('region', { name: 'Sua loja está aberta' })).toBeInTheDocument();
    expect(posts().map((request) => request.path)).toEqual(['/store/pause', '/store/reopen']);
  });

  it('shows an administrator the checklist without the owner’s buttons', async () => {
    answer('admin', () => checklistOf([]));
    renderCard();
    const card = await screen.findByRole('region', { name: 'Prepare sua loja para abrir' });
    expect(within(card).getByText('Só o dono da loja pode abrir a loja.')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
