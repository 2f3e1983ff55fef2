// @vitest-environment node
// The storefront renders on the server (React Router framework mode): no component may touch
// window or document while rendering.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { ConfirmDialog, Dialog } from './dialog.tsx';
import { FullPageLoader } from './full-page-loader.tsx';
import { MoneyInput } from './money-input.tsx';
import { Price } from './price.tsx';
import { TextField } from './text-field.tsx';
import { Toaster } from './toast.tsx';

const noop = () => {};

describe('server rendering', () => {
  it.each<[string, ReactElement, string | RegExp]>([
    ['Badge', <Badge count={3} />, '3 itens'],
    ['Button', <Button loading>Pagar</Button>, 'aria-busy="true"'],
    ['Dialog', <Dialog trigger={<Button>Abrir</Button>} title="Endereços" />, 'Abrir'],
    [
      'ConfirmDialog',
      <ConfirmDialog
        open
        onOpenChange={noop}
        title="Erro ao adicionar o produto."
        confirmLabel="Ir para o carrinho"
        cancelLabel="Continuar comprando"
        onConfirm={noop}
      />,
      // Portals only open on the client, so the server sends nothing to hydrate against.
      /^$/,
    ],
    ['FullPageLoader', <FullPageLoader enabled />, 'Carregando…'],
    ['MoneyInput', <MoneyInput label="Preço" defaultValue={1234.56} />, 'value="1.234,56"'],
    [
      'Price',
      <Price value={1234.56} previous={1400} />,
      '<s class="vt-price__previous">R$ 1.400,00</s>',
    ],
    [
      'TextField',
      <TextField label="Título" wordLimit={3} defaultValue="um dois" />,
      '2/3 palavras',
    ],
    ['Toaster', <Toaster />, 'Notificações'],
  ])('renders %s without a DOM', (_name, element, expected) => {
    expect(typeof document).toBe('undefined');
    expect(renderToString(element)).toMatch(expected);
  });
});
