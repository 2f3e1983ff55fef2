import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { ConfirmDialog, Dialog, type ConfirmDialogProps } from './dialog.tsx';

describe('Dialog', () => {
  function renderWithTrigger() {
    render(
      <Dialog
        trigger={<Button>Ver endereços</Button>}
        title="Meus endereços"
        description="Escolha onde receber o pedido."
      >
        <input aria-label="CEP" />
      </Dialog>,
    );
    return screen.getByRole('button', { name: 'Ver endereços' });
  }

  it('opens from its trigger, named by its title and described by its description', async () => {
    await userEvent.click(renderWithTrigger());
    const dialog = screen.getByRole('dialog', { name: 'Meus endereços' });
    expect(dialog).toHaveAccessibleDescription('Escolha onde receber o pedido.');
    expect(dialog).toContainElement(screen.getByLabelText('CEP'));
  });

  it('moves focus inside and keeps Tab there', async () => {
    await userEvent.click(renderWithTrigger());
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['the Fechar button', () => userEvent.click(screen.getByRole('button', { name: 'Fechar' }))],
  ])('closes with %s and gives focus back to the trigger', async (_how, close) => {
    const trigger = renderWithTrigger();
    await userEvent.click(trigger);
    await close();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('gives focus back to the button that opened it from code, with no trigger', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Ver endereços</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Meus endereços" />
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Ver endereços' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('reports open changes when controlled', async () => {
    const onOpenChange = vi.fn();
    render(<Dialog open onOpenChange={onOpenChange} title="Entrar" />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

// The spec §8 add-to-cart dialogs, word for word.
const addToCartDialogs = [
  {
    case: 'status 302',
    title: 'Erro ao adicionar o produto.',
    description: 'Produto sem estoque para a variação escolhida.',
    confirmLabel: 'Ir para o carrinho',
    cancelLabel: 'Continuar comprando',
  },
  {
    case: 'success',
    title: 'O item foi adicionado ao seu carrinho.',
    description: 'O que você deseja fazer agora?',
    confirmLabel: 'Ir para o carrinho',
    cancelLabel: 'Continuar comprando',
  },
  {
    case: 'failure',
    title: 'Não foi possível adicionar o produto.',
    description: undefined,
    confirmLabel: 'Escolher outro produto',
    cancelLabel: 'Continuar navegando',
  },
];

type Texts = Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel' | 'cancelLabel'>;

function ControlledConfirm(props: Texts & Pick<ConfirmDialogProps, 'onConfirm' | 'onCancel'>) {
  const [open, setOpen] = useState(true);
  return <ConfirmDialog open={open} onOpenChange={setOpen} {...props} />;
}

function renderConfirm(texts: Texts) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<ControlledConfirm {...texts} onConfirm={onConfirm} onCancel={onCancel} />);
  return {
    onConfirm,
    onCancel,
    dialog: screen.getByRole('alertdialog', { name: texts.title as string }),
  };
}

describe('ConfirmDialog', () => {
  it.each(addToCartDialogs)(
    'shows the $case dialog with its texts and focus on the safe answer',
    (texts) => {
      const { dialog } = renderConfirm(texts);
      if (texts.description) expect(dialog).toHaveAccessibleDescription(texts.description);
      else expect(dialog).not.toHaveAttribute('aria-describedby');
      expect(screen.getByRole('button', { name: texts.confirmLabel })).toBeInTheDocument();
      const cancel = screen.getByRole('button', { name: texts.cancelLabel });
      expect(cancel).toHaveFocus();
    },
  );

  it.each(addToCartDialogs)(
    '$case: the confirm button calls onConfirm and closes',
    async (texts) => {
      const { onConfirm, onCancel } = renderConfirm(texts);
      await userEvent.click(screen.getByRole('button', { name: texts.confirmLabel }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      expect(onCancel).not.toHaveBeenCalled();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    },
  );

  it.each(addToCartDialogs)('$case: the cancel button calls onCancel and closes', async (texts) => {
    const { onConfirm, onCancel } = renderConfirm(texts);
    await userEvent.click(screen.getByRole('button', { name: texts.cancelLabel }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('treats Escape as cancel', async () => {
    const { onConfirm, onCancel } = renderConfirm(addToCartDialogs[1]!);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  // The add-to-cart dialogs open when a request ends, and unmount when they close.
  function AfterRequest({ returnFocus }: { returnFocus: boolean }) {
    const [opener, setOpener] = useState<HTMLElement | null>(null);
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button
          onClick={async (event) => {
            setOpener(event.currentTarget);
            await Promise.resolve();
            // Focus moved on while the request ran; the opener is still the button.
            screen.getByLabelText('Busca').focus();
            setOpen(true);
          }}
        >
          Adicionar ao carrinho
        </Button>
        <input aria-label="Busca" />
        {open && (
          <ConfirmDialog
            open
            onOpenChange={setOpen}
            {...addToCartDialogs[1]!}
            onConfirm={() => {}}
            returnFocusTo={returnFocus ? opener : undefined}
          />
        )}
      </>
    );
  }

  it.each([
    ['the element it names', true, 'button'],
    ['what had focus as it opened', false, 'textbox'],
  ] as const)(
    'gives focus back on Escape, once unmounted, to %s',
    async (_what, returnFocus, role) => {
      render(<AfterRequest returnFocus={returnFocus} />);
      await userEvent.click(screen.getByRole('button', { name: 'Adicionar ao carrinho' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(screen.getByRole('button', { name: 'Continuar comprando' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(dialog).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole(role)).toHaveFocus());
    },
  );

  it('confirms from the keyboard: Tab to the confirm button, then Enter', async () => {
    const { onConfirm } = renderConfirm(addToCartDialogs[0]!);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Ir para o carrinho' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
