import { useEffect, useState, type ComponentType } from 'react';

type Props = { code: string; variation: string; quantity: number };

/**
 * Where the product page's "Calcular frete" goes. Its code is fetched once the page is
 * hydrated: the page's first paint, initial JS and one cacheable HTML (this empty box for
 * everyone) stay as they were. The box is the closed form's height from the first paint
 * (catalog.css), so the form arriving moves nothing.
 */
export function FreightSlot(props: Props) {
  const [Quote, setQuote] = useState<ComponentType<Props>>();
  useEffect(() => {
    void import('./freight-quote.tsx').then((module) => setQuote(() => module.default));
  }, []);
  return <div className="freight">{Quote && <Quote {...props} />}</div>;
}
