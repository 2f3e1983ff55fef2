import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiError } from '@vitrine/api-client/errors';
import type { CreateReturnBody } from '@vitrine/contract/refunds';
import type { Sale } from '@vitrine/contract/sales';
import { formatBRL } from '@vitrine/domain/money';
import { Button } from '@vitrine/ui/button';
import { Dialog } from '@vitrine/ui/dialog';
import { TextField } from '@vitrine/ui/text-field';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { refundMessages as t } from '../messages.ts';
import { returnAmount, unitsLeft } from './return-amount.ts';

type Props = {
  sale: Sale;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the return; answers the error to show here, or null when the dialog may close. */
  onConfirm: (body: CreateReturnBody) => Promise<ApiError | null>;
  returnFocusTo: HTMLElement | null;
};

const formSchema = z
  .object({
    quantities: z.array(z.number().int().min(0)),
    restock: z.boolean(),
    reason: z.string().trim().max(300, 'Use no máximo 300 caracteres no motivo.'),
  })
  .refine((form) => form.quantities.some((quantity) => quantity > 0), {
    message: t.pickOne,
    path: ['root'],
  });
type FormValues = z.infer<typeof formSchema>;

/**
 * "Devolver itens": how many units of each line came back, whether they go back to stock, and
 * the amount the API will refund for them (the same rule, return-amount.ts) before confirming.
 */
export function ReturnDialog({ sale, open, onOpenChange, onConfirm, returnFocusTo }: Props) {
  const id = useId();
  const blank = { quantities: sale.items.map(() => 0), restock: true, reason: '' };
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: blank });
  const { errors, isSubmitting } = form.formState;
  const quantities = form.watch('quantities');
  const amount = returnAmount(
    sale,
    quantities.map((value) => Number(value) || 0),
  );
  const problem = errors.root?.message;

  const submit = form.handleSubmit(async (values) => {
    const items = sale.items.flatMap((item, index) => {
      const quantity = values.quantities[index] ?? 0;
      return quantity > 0 ? [{ code: item.code, variation: item.variation, quantity }] : [];
    });
    const error = await onConfirm({
      items,
      restock: values.restock,
      ...(values.reason.length >= 3 ? { reason: values.reason } : {}),
    });
    if (error) form.setError('root', { message: error.message });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(blank);
        onOpenChange(next);
      }}
      title={t.dialogTitle}
      description={t.dialogDescription}
      returnFocusTo={returnFocusTo}
    >
      <form noValidate onSubmit={submit} className="sale-dialog__form">
        {sale.items.map((item, index) => {
          const left = unitsLeft(sale, item);
          const label = item.variation_name ? `${item.name} (${item.variation_name})` : item.name;
          return (
            // The field's frame (TextField) is what draws its focus ring.
            <TextField
              key={`${item.code}-${item.variation}`}
              id={`${id}-q${index}`}
              label={t.quantityOf(label, left)}
              type="number"
              inputMode="numeric"
              min={0}
              max={left}
              disabled={left === 0}
              {...form.register(`quantities.${index}`, {
                setValueAs: (value: string) => Math.max(0, Math.min(left, Number(value) || 0)),
              })}
            />
          );
        })}
        <label className="sale-dialog__check">
          <input type="checkbox" {...form.register('restock')} /> {t.restock}
        </label>
        <div className="vt-field">
          <label className="vt-field__label" htmlFor={`${id}-reason`}>
            {t.reason}
          </label>
          <textarea
            id={`${id}-reason`}
            className="sale-dialog__textarea"
            rows={2}
            maxLength={300}
            {...form.register('reason')}
          />
        </div>
        <p className="sale-dialog__amount" aria-live="polite">
          {t.amount(formatBRL(amount))}
        </p>
        {problem ? (
          <p role="alert" className="sale-dialog__error">
            {problem}
          </p>
        ) : null}
        <div className="vt-dialog__actions">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Voltar
          </Button>
          <Button type="submit" variant="danger" loading={isSubmitting}>
            {`${t.confirm} ${formatBRL(amount)}`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
