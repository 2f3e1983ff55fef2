import { render, screen } from '@testing-library/react';
import { trackingUrl } from '@vitrine/domain/carriers';
import { describe, expect, it } from 'vitest';
import { TrackingLink } from './tracking-link.tsx';

describe('TrackingLink', () => {
  it.each([
    ['correios', 'QB123456785BR', 'QB123456785BR (rastrear nos Correios, abre em nova aba)'],
    ['jadlog', '10080155188760', '10080155188760 (rastrear na Jadlog, abre em nova aba)'],
    ['jt_express', '888001234567', '888001234567 (rastrear na J&T Express, abre em nova aba)'],
  ] as const)(
    'links a %s code to its page in a new tab, and says so to assistive technology',
    (carrier, code, name) => {
      const url = trackingUrl(carrier, code);
      render(<TrackingLink code={code} url={url} carrier={carrier} />);
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveTextContent(code);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  it('shows the code of a carrier without a page as text', () => {
    render(<TrackingLink code="XYZ-9876" url={null} carrier="outra" />);
    expect(screen.getByText('XYZ-9876')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
