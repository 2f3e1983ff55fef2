import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The link named `name` that downloads a file (its `download` attribute): the path it asks
 * for and its query, for a test to compare with what the screen shows.
 */
export async function downloadLink(name: string) {
  const link = await screen.findByRole('link', { name });
  expect(link).toHaveAttribute('download');
  const href = new URL(link.getAttribute('href') ?? '', 'http://office.test');
  return { pathname: href.pathname, query: Object.fromEntries(href.searchParams) };
}
