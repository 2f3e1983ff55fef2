import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_OFFSET_PX, Toaster, toast } from './toast.tsx';

const CEP_ERROR = 'Não foi possível buscar os dados do seu CEP, tente novamente.';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('keeps the spec §9 defaults', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(TOAST_OFFSET_PX).toBe(16);
  });

  it('announces a toast inside the Notificações live region', async () => {
    render(<Toaster />);
    act(() => {
      toast.error(CEP_ERROR);
    });
    const region = screen.getByRole('region', { name: /^Notificações/ });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(await within(region).findByText(CEP_ERROR)).toBeInTheDocument();
  });

  it('places toasts at the top centre, 16 px from the edge on every screen size', async () => {
    render(<Toaster />);
    act(() => {
      toast('Endereço salvo.');
    });
    const list = (await screen.findByText('Endereço salvo.')).closest('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'center');
    expect(list).toHaveClass('vt-toaster');
    const style = (list as HTMLElement).style;
    expect(style.getPropertyValue('--offset-top')).toBe('16px');
    expect(style.getPropertyValue('--mobile-offset-top')).toBe('16px');
  });

  it('uses rich colours, so an error toast is styled as one', async () => {
    render(<Toaster />);
    act(() => {
      toast.error(CEP_ERROR);
    });
    const item = (await screen.findByText(CEP_ERROR)).closest('[data-sonner-toast]');
    expect(item).toHaveAttribute('data-rich-colors', 'true');
    expect(item).toHaveAttribute('data-type', 'error');
  });

  it('closes a toast with its pt-BR close button', async () => {
    render(<Toaster />);
    act(() => {
      toast('Senha alterada.');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar notificação' }));
    // sonner unmounts after a 200 ms exit animation; the margin is for a loaded CI machine.
    await vi.waitFor(() => expect(screen.queryByText('Senha alterada.')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('dismisses a toast after 3000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast('Produto adicionado.');
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByText('Produto adicionado.')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Produto adicionado.')).toBeInTheDocument();

    act(() => {
      // Past the duration plus sonner's exit animation (200 ms).
      vi.advanceTimersByTime(1 + 200);
    });
    expect(screen.queryByText('Produto adicionado.')).not.toBeInTheDocument();
  });
});
