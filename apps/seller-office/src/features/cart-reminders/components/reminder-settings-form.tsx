import type {
  CartReminderSettings,
  CartReminderSettingsBody,
} from '@vitrine/contract/cart-reminders';
import type { Coupon } from '@vitrine/contract/coupons';
import { Button } from '@vitrine/ui/button';
import { FormSelectField, FormTextField } from '@vitrine/ui/form-fields';
import { useFormContext } from 'react-hook-form';
import { FormFailure, SettingsForm } from '../../../lib/form-kit/settings-form.tsx';
import { useSettingsForm } from '../../../lib/form-kit/use-settings-form.ts';
import { FORM_FIELDS, formSchema, toFormValues, type ReminderFormValues } from '../form-model.ts';
import { cartRemindersMessages as t } from '../messages.ts';

type Props = {
  settings: CartReminderSettings;
  coupons: readonly Coupon[];
  /** Saves; throws the API's refusal, which lands on the fields it names. */
  onSave: (body: CartReminderSettingsBody) => Promise<CartReminderSettings>;
};

const DELAYS = [
  ['first_delay_minutes', t.first, undefined],
  ['second_delay_minutes', t.second, t.optionalHint],
  ['third_delay_minutes', t.third, t.optionalHint],
] as const;

function EnabledCheck() {
  const { register } = useFormContext<ReminderFormValues>();
  return (
    <label className="reminders-form__check">
      <input type="checkbox" {...register('enabled')} />
      {t.enabled}
    </label>
  );
}

/** On/off, the three delays in hours, and the last reminder's coupon (lib/form-kit). */
export function ReminderSettingsForm({ settings, coupons, onSave }: Props) {
  const kit = useSettingsForm({
    schema: formSchema,
    defaultValues: toFormValues(settings),
    fields: FORM_FIELDS,
    save: onSave,
    toFormValues,
    saved: { toast: t.saved },
  });
  return (
    <SettingsForm kit={kit} className="office-card reminders-form" aria-label={t.settings}>
      <EnabledCheck />
      <fieldset className="reminders-form__delays">
        <legend>{t.delays}</legend>
        {DELAYS.map(([name, label, hint]) => (
          <FormTextField<ReminderFormValues>
            key={name}
            name={name}
            label={label}
            hint={hint ?? t.hours}
            inputMode="decimal"
          />
        ))}
      </fieldset>
      <FormSelectField<ReminderFormValues>
        name="last_coupon_id"
        label={t.coupon}
        hint={t.couponHint}
      >
        <option value="">{t.noCoupon}</option>
        {coupons.map((coupon) => (
          <option key={coupon._id} value={coupon._id}>
            {coupon.code}
          </option>
        ))}
      </FormSelectField>
      <FormFailure kit={kit} />
      <div>
        <Button type="submit" variant="primary" loading={kit.form.formState.isSubmitting}>
          {t.save}
        </Button>
      </div>
    </SettingsForm>
  );
}
