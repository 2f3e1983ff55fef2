import {
  freightTableRowSchema,
  type FreightTableRowInput,
} from '@vitrine/contract/freight-settings';
import { CEP_MASK } from '@vitrine/domain/mask';
import { Button } from '@vitrine/ui/button';
import { Dialog } from '@vitrine/ui/dialog';
import { TextField } from '@vitrine/ui/text-field';
import { FormProvider, useForm } from 'react-hook-form';
import { FormNumberField } from '../../../lib/form-number-field.tsx';
import { freightMessages } from '../messages.ts';
import { fieldOfRowMessage, formatCep } from './table-rows.ts';

const t = freightMessages.table;
const Amount = FormNumberField<FreightTableRowInput>;

const EMPTY_ROW: FreightTableRowInput = {
  zip_start: '',
  zip_end: '',
  weight_start_grams: 0,
  weight_end_grams: 0,
  price: 0,
  days: 0,
};

type Props = {
  /** The row being edited (its 0-based index and values), or 'new'; null: closed. */
  editing: { index: number; row: FreightTableRowInput } | 'new' | null;
  onClose: () => void;
  /** The row as the contract reads it (CEPs without mask). */
  onApply: (row: FreightTableRowInput) => void;
};

/** One row of the table, added or edited in a dialog, checked by the contract's row schema. */
export function RowDialog({ editing, onClose, onApply }: Props) {
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        editing === 'new' || editing === null ? t.rowTitleNew : t.rowTitleEdit(editing.index + 1)
      }
    >
      {editing !== null && (
        <RowForm
          initial={editing === 'new' ? EMPTY_ROW : editing.row}
          onApply={(row) => {
            onApply(row);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}

function RowForm({
  initial,
  onApply,
}: {
  initial: FreightTableRowInput;
  onApply: (row: FreightTableRowInput) => void;
}) {
  const form = useForm<FreightTableRowInput>({
    defaultValues: {
      ...initial,
      zip_start: initial.zip_start && formatCep(initial.zip_start),
      zip_end: initial.zip_end && formatCep(initial.zip_end),
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const parsed = freightTableRowSchema.safeParse(values);
    if (parsed.success) return onApply(parsed.data);
    // One message per field, the first field focused.
    const shown = new Set<keyof FreightTableRowInput>();
    for (const issue of parsed.error.issues) {
      const field =
        (issue.path[0] as keyof FreightTableRowInput | undefined) ??
        fieldOfRowMessage(issue.message);
      if (!field || shown.has(field)) continue;
      form.setError(
        field,
        { type: 'schema', message: issue.message },
        { shouldFocus: !shown.size },
      );
      shown.add(field);
    }
  });

  return (
    <FormProvider {...form}>
      <form className="freight-row-form" noValidate onSubmit={submit}>
        <div className="freight-form__row">
          <TextField
            label={t.zipStart}
            inputMode="numeric"
            mask={CEP_MASK}
            error={errors.zip_start?.message}
            {...form.register('zip_start')}
          />
          <TextField
            label={t.zipEnd}
            inputMode="numeric"
            mask={CEP_MASK}
            error={errors.zip_end?.message}
            {...form.register('zip_end')}
          />
        </div>
        <div className="freight-form__row">
          <Amount name="weight_start_grams" kind="integer" label={t.weightStart} />
          <Amount name="weight_end_grams" kind="integer" label={t.weightEnd} />
        </div>
        <div className="freight-form__row">
          <Amount name="price" kind="money" label={t.price} />
          <Amount name="days" kind="integer" label={t.daysField} />
        </div>
        <Button type="submit" variant="primary">
          {t.apply}
        </Button>
      </form>
    </FormProvider>
  );
}
