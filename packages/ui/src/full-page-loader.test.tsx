import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullPageLoader } from './full-page-loader.tsx';

describe('FullPageLoader', () => {
  it('renders nothing when disabled', () => {
    const { container } = render(<FullPageLoader enabled={false} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces Carregando… politely and marks itself busy when enabled', () => {
    render(<FullPageLoader enabled />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Carregando…');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a caller label, and goes away when the lookup ends', () => {
    const { rerender } = render(<FullPageLoader enabled label="Buscando seu CEP…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Buscando seu CEP…');
    rerender(<FullPageLoader enabled={false} label="Buscando seu CEP…" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
