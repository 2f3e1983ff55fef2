import { describe, expect, it } from 'vitest';
import { aProduct, aVariation } from '../../testing/builders.ts';
import { itemSeo, productJsonLd } from './seo.ts';

describe('productJsonLd', () => {
  it('offers one variation as an Offer in BRL with its availability', () => {
    const product = aProduct({ variations: [aVariation({ code: 'X-1', price: 59.9 })] });
    expect(productJsonLd(product, 'https://loja/produto/x').offers).toMatchObject({
      '@type': 'Offer',
      sku: 'X-1',
      price: '59.90',
      priceCurrency: 'BRL',
      availability: 'https://schema.org/InStock',
      url: 'https://loja/produto/x?variacao=X-1',
    });
  });

  it('offers several as an AggregateOffer from the lowest to the highest price', () => {
    const product = aProduct({
      variations: [
        aVariation({ code: 'A', price: 80 }),
        aVariation({ code: 'B', price: 120.5, in_stock: false }),
      ],
    });
    const offers = productJsonLd(product, 'https://loja/produto/x').offers as Record<
      string,
      unknown
    >;
    expect(offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '80.00',
      highPrice: '120.50',
    });
    expect((offers.offers as { availability: string }[])[1]?.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });
});

describe('itemSeo', () => {
  it('titles the page with the store and points the canonical at the bare product path', () => {
    const seo = itemSeo(aProduct({ slug: 'camisa', name: 'Camisa' }), {
      origin: 'http://ipe.localhost:3000',
      storeName: 'Casa Ipê',
    });
    expect(seo.title).toBe('Camisa | Casa Ipê');
    expect(seo.canonical).toBe('http://ipe.localhost:3000/produto/camisa');
  });
});
