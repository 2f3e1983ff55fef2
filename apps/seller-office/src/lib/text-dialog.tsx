import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@vitrine/api-client/errors';
import { Button } from '@vitrine/ui/button';
import { Dialog } from '@vitrine/ui/dialog';
import { TextareaField } from '@vitrine/ui/textarea-field';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import './text-dialog.css';

export type TextDialogProps = {
  /** The button that opens it: focus returns there on close. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  confirm: string;
  /** The button that closes it without sending ("Voltar"). */
  keep: string;
  /** The contract's rule for the text (its messages, pt-BR). */
  rule: z.ZodType<string, string>;
  maxLength: number;
  /** The counter under the field, from the text's trimmed length. */
  counter: (length: number) => string;
  /** The text the field opens with (an earlier reply to edit). */
  initial?: string;
  /** Sends the text; throws the API's refusal, shown here. */
  onSend: (text: string) => Promise<void>;
};

/**
 * A dialog asking one text (a reason, a reply, an NF-e justification), with a counter: the
 * contract's refusal under the field, the API's (a 400 on the text, a 409 of the record's state)
 * on the field or above the buttons, in the API's pt-BR words.
 */
export function TextDialog(props: TextDialogProps) {
  const initial = { text: props.initial ?? '' };
  const form = useForm<{ text: string }>({
    resolver: zodResolver(z.object({ text: props.rule })),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch('text').trim().length;

  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await props.onSend(text);
      form.reset(initial);
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
        form.reset(initial);
        props.onOpenChange(next);
      }}
      title={props.title}
      description={props.description}
    >
      <form noValidate onSubmit={submit} className="text-dialog__form">
        <TextareaField
          label={props.label}
          hint={props.counter(length)}
          error={errors.text?.message}
          maxLength={props.maxLength}
          required
          {...form.register('text')}
        />
        {errors.root ? (
          <p role="alert" className="text-dialog__error">
            {errors.root.message}
          </p>
        ) : null}
        <div className="vt-dialog__actions">
          <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
            {props.keep}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {props.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
