import type { ReviewSettings, ReviewSettingsBody } from '@vitrine/contract/reviews';
import { Button } from '@vitrine/ui/button';
import { FormTextField } from '@vitrine/ui/form-fields';
import { useFormContext } from 'react-hook-form';
import { FormFailure, SettingsForm } from '../../../lib/form-kit/settings-form.tsx';
import { useSettingsForm } from '../../../lib/form-kit/use-settings-form.ts';
import {
  FORM_FIELDS,
  formSchema,
  toFormValues,
  type ReviewSettingsFormValues,
} from '../form-model.ts';
import { reviewsMessages as t } from '../messages.ts';

type Props = {
  settings: ReviewSettings;
  /** Saves; throws the API's refusal, which lands on the field it names. */
  onSave: (body: ReviewSettingsBody) => Promise<ReviewSettings>;
};

function ApprovalCheck() {
  const { register } = useFormContext<ReviewSettingsFormValues>();
  return (
    <label className="reviews-form__check">
      <input type="checkbox" {...register('require_approval')} />
      {t.requireApproval}
    </label>
  );
}

/** The invitation's days after delivery, and whether reviews wait for approval (lib/form-kit). */
export function ReviewSettingsForm({ settings, onSave }: Props) {
  const kit = useSettingsForm({
    schema: formSchema,
    defaultValues: toFormValues(settings),
    fields: FORM_FIELDS,
    save: onSave,
    toFormValues,
    saved: { toast: t.saved },
  });
  return (
    <SettingsForm kit={kit} className="office-card reviews-form" aria-label={t.settings}>
      <FormTextField<ReviewSettingsFormValues>
        name="invite_days"
        label={t.inviteDays}
        hint={t.inviteDaysHint}
        inputMode="numeric"
      />
      <ApprovalCheck />
      <FormFailure kit={kit} />
      <div>
        <Button type="submit" variant="primary" loading={kit.form.formState.isSubmitting}>
          {t.save}
        </Button>
      </div>
    </SettingsForm>
  );
}
