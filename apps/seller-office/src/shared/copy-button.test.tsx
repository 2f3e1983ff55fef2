import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@vitrine/ui/toast';
import { describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button.tsx';

describe('CopyButton', () => {
  it('copies its text and says so', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Toaster />
        <CopyButton text="123456" copied="Código copiado." label="Copiar o código">
          Copiar
        </CopyButton>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copiar o código' }));
    expect(await screen.findByText('Código copiado.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('123456');
  });

  it('says how to copy by hand when the browser refuses', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Toaster />
        <CopyButton text="123456" copied="Chave copiada.">
          Copiar
        </CopyButton>
      </>,
    );
    const refused = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Sem permissão', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(
      await screen.findByText('Não foi possível copiar: selecione o texto e copie à mão.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Chave copiada.')).not.toBeInTheDocument();
    refused.mockRestore();
  });
});
