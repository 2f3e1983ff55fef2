import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecoverLinkSent } from './link-sent.tsx';

describe('RecoverLinkSent', () => {
  it('takes focus, is named by its title, and asks again on its button', async () => {
    const onAgain = vi.fn();
    render(<RecoverLinkSent message="Se ana@exemplo.com tiver uma conta…" onAgain={onAgain} />);
    const answer = screen.getByRole('heading', { name: 'Confira seu e-mail' }).parentElement!;
    expect(answer).toHaveFocus();
    expect(answer).toHaveAccessibleName('Confira seu e-mail');
    expect(answer).toHaveTextContent('Se ana@exemplo.com tiver uma conta…');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pedir outro link' }));
    expect(onAgain).toHaveBeenCalled();
  });
});
