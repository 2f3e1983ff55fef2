import type { z } from 'zod';
import { TextDialog, type TextDialogProps } from '../../../lib/text-dialog.tsx';
import { invoiceEventMessages as t } from '../invoice-event-messages.ts';

export type InvoiceTextDialogProps = Omit<
  TextDialogProps,
  'keep' | 'maxLength' | 'counter' | 'rule'
> & {
  /** The contract's rule for the text (its length SEFAZ takes), and that length. */
  rule: z.ZodType<string, string>;
  length: { min: number; max: number };
};

/**
 * The form both NF-e events share: one text SEFAZ takes between `length.min` and `length.max`
 * characters, with a counter; the API's refusal (a 400 on the text, a 409 of the note's state or
 * SEFAZ's reason) shown in the dialog, in the API's pt-BR words.
 */
export function InvoiceTextDialog({ length, ...props }: InvoiceTextDialogProps) {
  return (
    <TextDialog
      {...props}
      keep={t.keep}
      maxLength={length.max}
      counter={(typed) => t.counter(typed, length.min, length.max)}
    />
  );
}
