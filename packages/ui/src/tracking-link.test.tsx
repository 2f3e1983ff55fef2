import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrackingLink } from './tracking-link.tsx';

describe('TrackingLink', () => {
  it('links the code to the Correios page in a new tab, and says so to assistive technology', () => {
    render(<TrackingLink code="QB123456785BR" />);
    const link = screen.getByRole('link', {
      name: 'QB123456785BR (rastrear nos Correios, abre em nova aba)',
    });
    expect(link).toHaveAttribute(
      'href',
      'https://rastreamento.correios.com.br/app/index.php?objetos=QB123456785BR',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
