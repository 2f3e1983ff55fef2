import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Salvar</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['primary', 'md'],
    ['secondary', 'sm'],
    ['ghost', 'lg'],
    ['danger', 'md'],
  ] as const)('exposes the %s variant in size %s to its stylesheet', (variant, size) => {
    render(
      <Button variant={variant} size={size}>
        Comprar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Comprar' });
    expect(button).toHaveAttribute('data-variant', variant);
    expect(button).toHaveAttribute('data-size', size);
  });

  it('while loading is busy, stays focused and swallows clicks and Enter submissions', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="CEP" />
        <Button type="submit" loading onClick={onClick}>
          Pagar
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pagar' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(button);
    expect(button).toHaveFocus();
    await userEvent.type(screen.getByLabelText('CEP'), '01001000{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits once loading ends', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Pagar</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('uses the native disabled state when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Excluir
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(screen.getByRole('button')).toBeDisabled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Ok</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ok' }));
  });

  it('renders a link with the button look through asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/finalizar-compra/carrinho">Ir para o carrinho</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Ir para o carrinho' });
    expect(link).toHaveClass('vt-button');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link).not.toHaveAttribute('type');
  });

  it('announces a disabled link and cancels its navigation', async () => {
    const onNavigate = vi.fn<(event: { defaultPrevented: boolean }) => void>();
    render(
      <Button asChild disabled>
        <a href="/finalizar-compra/pagar" onClick={onNavigate}>
          Pagar
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Pagar' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    // Slot runs the child's handler first; the click must come out of Button cancelled.
    expect(onNavigate.mock.calls[0]?.[0].defaultPrevented).toBe(true);
  });
});
