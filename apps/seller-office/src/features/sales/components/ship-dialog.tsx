import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiError } from '@vitrine/api-client/errors';
import { lacksTrackingCode, TRACKING_REQUIRED_MESSAGE } from '@vitrine/contract/sale-moves';
import { updateSaleStatusBodySchema, type UpdateSaleStatusBody } from '@vitrine/contract/sales';
import { CARRIER_LIST, CARRIERS, type CarrierSlug } from '@vitrine/domain/carriers';
import { normalizeTrackingCode } from '@vitrine/domain/tracking';
import { Button } from '@vitrine/ui/button';
import { Dialog } from '@vitrine/ui/dialog';
import { SelectField } from '@vitrine/ui/select-field';
import { TextField } from '@vitrine/ui/text-field';
import { useForm } from 'react-hook-form';
import { detailMessages as t } from '../messages.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** contract needsTrackingCode: a sale with a delivery address ships by carrier. */
  needsTracking: boolean;
  /** The carrier preselected: the sale's freight carrier, else the Correios (sale.default_carrier). */
  defaultCarrier: CarrierSlug;
  /** Sends the move; answers the error to show here, or null when the dialog may close. */
  onConfirm: (body: UpdateSaleStatusBody) => Promise<ApiError | null>;
  returnFocusTo: HTMLElement | null;
};

/** The API's message for the field, when its 400 names one (validation_error's details). */
function fieldMessage(error: ApiError, field: string): string | null {
  if (!Array.isArray(error.details)) return null;
  const issue = (error.details as { path?: unknown; message?: unknown }[]).find(
    (detail) => detail.path === field && typeof detail.message === 'string',
  );
  return (issue?.message as string | undefined) ?? null;
}

// The API's own rule (contract sale-moves.ts), checked before sending.
const schemaFor = (needsTracking: boolean) =>
  updateSaleStatusBodySchema.refine((body) => !lacksTrackingCode(body, needsTracking), {
    message: TRACKING_REQUIRED_MESSAGE,
    path: ['tracking_code'],
  });

/** What the seller learns of the buyer's link for the carrier chosen. */
export function carrierHint(carrier: CarrierSlug): string {
  const { trackingPage, where } = CARRIERS[carrier];
  return trackingPage === null ? t.carrierNoLink : t.carrierLinks(where);
}

/** Which field an API refusal belongs to: the carrier's, the code's, or the form's. */
function refusedField(error: ApiError): 'carrier' | 'tracking_code' | 'root' {
  if (fieldMessage(error, 'carrier')) return 'carrier';
  return error.code === 'tracking_required' || error.status === 400 ? 'tracking_code' : 'root';
}

/**
 * "Enviado" with its carrier and tracking code (contract updateSaleStatusBodySchema, pt-BR
 * messages).
 */
export function ShipDialog({
  open,
  onOpenChange,
  needsTracking,
  defaultCarrier,
  onConfirm,
  returnFocusTo,
}: Props) {
  const initial = { status: 'enviado', carrier: defaultCarrier } as const;
  const form = useForm<UpdateSaleStatusBody>({
    resolver: zodResolver(schemaFor(needsTracking)),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const carrier = form.watch('carrier') ?? defaultCarrier;

  const submit = form.handleSubmit(async (body) => {
    const error = await onConfirm(body);
    if (!error) return;
    const field = refusedField(error);
    form.setError(
      field,
      { message: (field === 'root' ? null : fieldMessage(error, field)) ?? error.message },
      { shouldFocus: field !== 'root' },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(initial);
        onOpenChange(next);
      }}
      title={t.shipTitle}
      description={t.shipDescription}
      returnFocusTo={returnFocusTo}
    >
      <form noValidate onSubmit={submit} className="sale-dialog__form">
        <SelectField
          label={t.carrier}
          hint={carrierHint(carrier)}
          error={errors.carrier?.message}
          {...form.register('carrier')}
        >
          {CARRIER_LIST.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t.trackingCode}
          hint={t.trackingHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-required={needsTracking || undefined}
          error={errors.tracking_code?.message}
          {...form.register('tracking_code', {
            setValueAs: (value: string) => (value.trim() === '' ? undefined : value),
            // The code as the carrier prints it ("qb 123456785br" → QB123456785BR) once the
            // seller leaves the field; the schema normalises what is sent either way.
            onBlur: (event: { target: HTMLInputElement }) => {
              const typed = event.target.value;
              const normalized = normalizeTrackingCode(typed);
              if (normalized !== typed) {
                form.setValue('tracking_code', normalized === '' ? undefined : normalized);
              }
            },
          })}
        />
        {errors.root ? (
          <p role="alert" className="sale-dialog__error">
            {errors.root.message}
          </p>
        ) : null}
        <div className="vt-dialog__actions">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.keep}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t.shipConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
