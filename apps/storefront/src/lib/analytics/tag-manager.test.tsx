import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ecommerceOf, track } from './data-layer.ts';
import { TagManager, TagManagerNoScript } from './tag-manager.tsx';

describe('TagManager', () => {
  it('writes the container script for a GTM id', () => {
    const { container } = render(<TagManager containerId="GTM-AB12CD" />);
    const script = container.querySelector('script');
    expect(script?.innerHTML).toContain('"GTM-AB12CD"');
    expect(script?.innerHTML).toContain('googletagmanager.com/gtm.js');
  });

  it.each(['', 'UA-1234', 'GTM-ab"];alert(1)//', 'GTM-'])('writes nothing for %j', (id) => {
    const { container } = render(
      <>
        <TagManager containerId={id} />
        <TagManagerNoScript containerId={id} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('track', () => {
  const item = { item_id: 'CAM-01', item_name: 'Camisa', price: 59.9 };

  it('does nothing (and creates nothing) without a container', () => {
    const target: { dataLayer?: unknown[] } = {};
    track({ event: 'search', search_term: 'camisa' }, target);
    expect(target.dataLayer).toBeUndefined();
  });

  it('pushes GA4 e-commerce events, clearing the previous ecommerce object first', () => {
    const target = { dataLayer: [] as unknown[] };
    track({ event: 'add_to_cart', ecommerce: ecommerceOf(item, 2) }, target);
    track({ event: 'search', search_term: 'camisa algodao' }, target);
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'BRL', value: 119.8, items: [{ ...item, quantity: 2 }] },
      },
      { event: 'search', search_term: 'camisa algodao' },
    ]);
  });
});
