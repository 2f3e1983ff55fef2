import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { categoryTreeQueryOptions } from '@vitrine/api-client/queries/get-category-tree';
import type { CouponInputParsed } from '@vitrine/contract/coupons';
import { placeRefusal } from '@vitrine/contract/refusal';
import { Button } from '@vitrine/ui/button';
import { SelectField } from '@vitrine/ui/select-field';
import { TextField } from '@vitrine/ui/text-field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '../../../lib/api-context.tsx';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
import { couponMessages } from '../messages.ts';
import { couponFormSchema, type CouponFormValues } from '../model/coupon-form.ts';

const t = couponMessages.form;
const FIELDS = [
  'code',
  'kind',
  'value',
  'minimum_order',
  'starts_at',
  'ends_at',
  'max_uses',
  'max_uses_per_customer',
  'category_ids',
] as const;

/** The coupon's fields; `save` sends the API's body and throws its refusal. */
export function CouponForm({
  initial,
  save,
  onSaved,
}: {
  initial: CouponFormValues;
  save: (body: CouponInputParsed) => Promise<unknown>;
  onSaved: (body: CouponInputParsed) => void;
}) {
  const api = useApi();
  const categories = useQuery(categoryTreeQueryOptions(api, 'product')).data?.items ?? [];
  const form = useForm<CouponFormValues, unknown, CouponInputParsed>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: initial,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save(body);
      form.reset(form.getValues());
      onSaved(body);
    } catch (error) {
      // The fields the API named go next to their inputs; anything else is the form's message.
      setFailure(
        placeRefusal(toApiError(error), FIELDS, (field, message, focus) =>
          form.setError(field, { type: 'server', message }, { shouldFocus: focus }),
        ),
      );
    }
  });

  return (
    <form noValidate onSubmit={submit} className="office-card coupon-form">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <TextField
        label={t.code}
        hint={t.codeHint}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <div className="coupon-form__row">
        <SelectField label={t.kind} error={errors.kind?.message} {...form.register('kind')}>
          <option value="percentage">{t.kinds.percentage}</option>
          <option value="amount">{t.kinds.amount}</option>
        </SelectField>
        <TextField
          label={t.value}
          hint={t.valueHint}
          inputMode="decimal"
          autoComplete="off"
          error={errors.value?.message}
          {...form.register('value')}
        />
      </div>
      <TextField
        label={t.minimum}
        hint={t.minimumHint}
        inputMode="decimal"
        autoComplete="off"
        error={errors.minimum_order?.message}
        {...form.register('minimum_order')}
      />
      <div className="coupon-form__row">
        <TextField
          label={t.startsAt}
          type="date"
          error={errors.starts_at?.message}
          {...form.register('starts_at')}
        />
        <TextField
          label={t.endsAt}
          type="date"
          error={errors.ends_at?.message}
          {...form.register('ends_at')}
        />
      </div>
      <div className="coupon-form__row">
        <TextField
          label={t.maxUses}
          hint={t.limitHint}
          inputMode="numeric"
          autoComplete="off"
          error={errors.max_uses?.message}
          {...form.register('max_uses')}
        />
        <TextField
          label={t.maxUsesPerCustomer}
          hint={t.limitHint}
          inputMode="numeric"
          autoComplete="off"
          error={errors.max_uses_per_customer?.message}
          {...form.register('max_uses_per_customer')}
        />
      </div>
      {categories.length > 0 && (
        <fieldset className="coupon-form__categories">
          <legend>{t.categories}</legend>
          <p className="office-hint">{t.categoriesHint}</p>
          {categories
            .flatMap((department) => [department, ...department.children])
            .map((category) => (
              <label key={category._id}>
                <input type="checkbox" value={category._id} {...form.register('category_ids')} />
                <span>{category.name}</span>
              </label>
            ))}
        </fieldset>
      )}
      {failure && (
        <p className="office-failure" role="alert">
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
