import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@vitrine/api-client/errors';
import { Button } from '@vitrine/ui/button';
import { Dialog } from '@vitrine/ui/dialog';
import { TextareaField } from '@vitrine/ui/textarea-field';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { invoiceEventMessages as t } from '../invoice-event-messages.ts';

export type InvoiceTextDialogProps = {
  /** The button that opens it: focus returns there on close. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  confirm: string;
  /** The contract's rule for the text (its length SEFAZ takes), and that length. */
  rule: z.ZodType<string, string>;
  length: { min: number; max: number };
  /** Sends the text; throws the API's refusal, shown here. */
  onSend: (text: string) => Promise<void>;
};

/**
 * The form both NF-e events share: one text SEFAZ takes between `length.min` and `length.max`
 * characters, with a counter; the API's refusal (a 400 on the text, a 409 of the note's state or
 * SEFAZ's reason) shown in the dialog, in the API's pt-BR words.
 */
export function InvoiceTextDialog(props: InvoiceTextDialogProps) {
  const form = useForm<{ text: string }>({
    resolver: zodResolver(z.object({ text: props.rule })),
    defaultValues: { text: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch('text').trim().length;

  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await props.onSend(text);
      form.reset();
      props.onOpenChange(false);
    } catch (caught) {
      const error = toApiError(caught);
      const field = error.status === 400;
      form.setError(field ? 'text' : 'root', { message: error.message }, { shouldFocus: field });
    }
  });

  return (
    <Dialog
      trigger={props.trigger}
      open={props.open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        props.onOpenChange(next);
      }}
      title={props.title}
      description={props.description}
    >
      <form noValidate onSubmit={submit} className="sale-dialog__form">
        <TextareaField
          label={props.label}
          hint={t.counter(length, props.length.min, props.length.max)}
          error={errors.text?.message}
          maxLength={props.length.max}
          required
          {...form.register('text')}
        />
        {errors.root ? (
          <p role="alert" className="sale-dialog__error">
            {errors.root.message}
          </p>
        ) : null}
        <div className="vt-dialog__actions">
          <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
            {t.keep}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {props.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
