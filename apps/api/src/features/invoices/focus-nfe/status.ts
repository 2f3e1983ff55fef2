import { normalizeAccessKey } from '@vitrine/domain/fiscal/access-key';
import { rejectionMessage } from '../messages.ts';
import type { CancelOutcome, CorrectionOutcome, InvoiceState, SefazAnswer } from '../provider.ts';
import type { cancelSchema, correctionSchema, FocusNote } from './schemas.ts';
import type { z } from 'zod';

// Focus NFe's statuses ("Consulta": processando_autorizacao, autorizado, erro_autorizacao,
// denegado, cancelado) as the interface's InvoiceState.

function sefazOf(answer: {
  status_sefaz?: string | undefined;
  mensagem_sefaz?: string | undefined;
}): SefazAnswer {
  return { code: answer.status_sefaz ?? '', message: answer.mensagem_sefaz ?? '' };
}

export function toInvoiceState(note: FocusNote, ref: string): InvoiceState {
  const sefaz = sefazOf(note);
  // Focus writes the key as the XML's Id does ("NFe4119…"): the 44 digits are what we keep.
  const accessKey = note.chave_nfe ? normalizeAccessKey(note.chave_nfe) : undefined;
  const files = {
    ...(note.caminho_xml_nota_fiscal ? { xml: note.caminho_xml_nota_fiscal } : {}),
    ...(note.caminho_danfe ? { danfe: note.caminho_danfe } : {}),
    ...(note.caminho_xml_cancelamento ? { cancellationXml: note.caminho_xml_cancelamento } : {}),
  };
  switch (note.status) {
    case 'processando_autorizacao':
      return { status: 'processing', ref };
    case 'autorizado':
      return {
        status: 'authorized',
        ref,
        accessKey: accessKey ?? '',
        number: note.numero ?? '',
        series: note.serie ?? '',
        sefaz,
        files,
        ...(note.numero_carta_correcao ? { correctionNumber: note.numero_carta_correcao } : {}),
      };
    case 'erro_autorizacao':
      return { status: 'rejected', ref, sefaz, message: rejectionMessage(sefaz) };
    case 'denegado':
      return {
        status: 'denied',
        ref,
        sefaz,
        message: rejectionMessage(sefaz),
        ...(accessKey ? { accessKey } : {}),
      };
    case 'cancelado':
      return {
        status: 'cancelled',
        ref,
        ...(accessKey ? { accessKey } : {}),
        ...(note.numero ? { number: note.numero } : {}),
        ...(note.serie ? { series: note.serie } : {}),
        sefaz,
        files,
      };
  }
}

export function toCancelOutcome(answer: z.output<typeof cancelSchema>): CancelOutcome {
  const sefaz = sefazOf(answer);
  return { status: 'refused', sefaz, message: rejectionMessage(sefaz) };
}

export function toCorrectionOutcome(answer: z.output<typeof correctionSchema>): CorrectionOutcome {
  const sefaz = sefazOf(answer);
  if (answer.status === 'erro_autorizacao' || answer.numero_carta_correcao === undefined)
    return { status: 'refused', sefaz, message: rejectionMessage(sefaz) };
  return {
    status: 'registered',
    sequence: answer.numero_carta_correcao,
    sefaz,
    files: {
      ...(answer.caminho_xml_carta_correcao ? { xml: answer.caminho_xml_carta_correcao } : {}),
      ...(answer.caminho_pdf_carta_correcao ? { danfe: answer.caminho_pdf_carta_correcao } : {}),
    },
  };
}
