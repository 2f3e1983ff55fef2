import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { beforeHydration } from '../lib/before-hydration.ts';
import { lazyRendered } from './lazy-rendered.tsx';

function CepField() {
  return <input aria-label="CEP" />;
}

/** A page that renders again as soon as it is mounted, as the pay page does (its form's state). */
function pageOf(Part: ComponentType) {
  return function Page() {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    return (
      <main data-mounted={mounted}>
        <Suspense fallback={<p>Carregando…</p>}>
          <Part />
        </Suspense>
      </main>
    );
  };
}

describe('lazyRendered', () => {
  it('hydrates a part in the server’s HTML, and the text typed into it, however early the page renders again', async () => {
    // The server's copy of the module: its code loaded by the route's loader.
    const OnServer = lazyRendered('cep-field', () => Promise.resolve(CepField));
    await OnServer.preload();
    const ServerPage = pageOf(OnServer);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<ServerPage />);
    const typedInto = container.querySelector('input') as HTMLInputElement;
    typedInto.value = '01310100';

    // The browser's copy, evaluated with its route module once the server's HTML is in; the
    // client entry waits for what it asked for.
    const InBrowser = lazyRendered('cep-field', () => Promise.resolve(CepField));
    const BrowserPage = pageOf(InBrowser);
    await Promise.allSettled(beforeHydration.splice(0));
    await act(async () => {
      render(<BrowserPage />, { container, hydrate: true });
    });

    expect(container.querySelector('main')).toHaveAttribute('data-mounted', 'true');
    // The server's input, not one rendered anew: the shopper's keys are still in it.
    expect(screen.getByLabelText('CEP')).toBe(typedInto);
    expect(typedInto).toHaveValue('01310100');
  });

  it('loads before hydration only the parts the server’s HTML holds', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '<template data-lazy-rendered="in-page"></template>';
    const inPage = vi.fn(() => Promise.resolve(CepField));
    const elsewhere = vi.fn(() => Promise.resolve(CepField));
    lazyRendered('in-page', inPage);
    lazyRendered('elsewhere', elsewhere);
    expect(inPage).toHaveBeenCalledOnce();
    expect(elsewhere).not.toHaveBeenCalled();
    expect(beforeHydration.splice(0)).toHaveLength(1);
    container.remove();
  });
});
