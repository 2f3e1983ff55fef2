import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmRemove } from './confirm-remove.tsx';

function renderRemove(onConfirm: () => unknown = vi.fn()) {
  render(
    <ConfirmRemove
      aria-label="Excluir “Inverno”"
      title="Excluir o banner “Inverno”?"
      description="Ele sai da loja na hora."
      confirmLabel="Excluir banner"
      cancelLabel="Manter"
      onConfirm={onConfirm}
    />,
  );
  return screen.getByRole('button', { name: 'Excluir “Inverno”' });
}

describe('ConfirmRemove', () => {
  it('asks first, focus on the answer that keeps it', async () => {
    const onConfirm = vi.fn();
    const button = renderRemove(onConfirm);
    expect(button).toHaveTextContent('Excluir');
    await userEvent.click(button);
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir o banner “Inverno”?' });
    expect(dialog).toHaveAccessibleDescription('Ele sai da loja na hora.');
    expect(within(dialog).getByRole('button', { name: 'Manter' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it.each([
    ['its cancel button', () => userEvent.click(screen.getByRole('button', { name: 'Manter' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])(
    'cancelled with %s, removes nothing and gives focus back to the button',
    async (_how, cancel) => {
      const onConfirm = vi.fn();
      const button = renderRemove(onConfirm);
      button.focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('alertdialog')).toBeVisible();
      await cancel();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(onConfirm).not.toHaveBeenCalled();
      expect(button).toHaveFocus();
    },
  );

  it('confirmed by keyboard, removes once after focus is back on the button, busy until done', async () => {
    let settle: () => void = () => undefined;
    let focusedThen: Element | null = null;
    const onConfirm = vi.fn(() => {
      focusedThen = document.activeElement;
      return new Promise<void>((resolve) => (settle = resolve));
    });
    const button = renderRemove(onConfirm);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Excluir banner' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The dialog gave focus back before the removal began: what it does next with focus stays.
    expect(focusedThen).toBe(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    settle();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('says "Excluir" and "Cancelar" when the caller names no answers', async () => {
    function Row() {
      const [gone, setGone] = useState(false);
      return gone ? (
        <p>Removido.</p>
      ) : (
        <ConfirmRemove title="Excluir?" onConfirm={() => setGone(true)} />
      );
    }
    render(<Row />);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir?' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Removido.')).toBeVisible();
  });
});
