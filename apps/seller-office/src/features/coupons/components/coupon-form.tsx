import { useQuery } from '@tanstack/react-query';
import { categoryTreeQueryOptions } from '@vitrine/api-client/queries/get-category-tree';
import type { CouponInputParsed } from '@vitrine/contract/coupons';
import { Button } from '@vitrine/ui/button';
import { FormSelectField, FormTextField } from '@vitrine/ui/form-fields';
import { useApi } from '../../../lib/api-context.tsx';
import { FormFailure, SettingsForm } from '../../../lib/form-kit/settings-form.tsx';
import { useSettingsForm } from '../../../lib/form-kit/use-settings-form.ts';
import { FORM_FIELDS, formSchema, type CouponFormValues } from '../form-model.ts';
import { couponMessages } from '../messages.ts';

const t = couponMessages.form;

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
  const kit = useSettingsForm({
    schema: formSchema,
    defaultValues: initial,
    fields: FORM_FIELDS,
    save: (body) => save(body),
    onSaved: (_saved, body) => onSaved(body),
  });
  const { form } = kit;
  const { isSubmitting } = form.formState;

  return (
    <SettingsForm kit={kit} className="office-card coupon-form">
      <FormTextField<CouponFormValues>
        name="code"
        label={t.code}
        hint={t.codeHint}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <div className="coupon-form__row">
        <FormSelectField<CouponFormValues> name="kind" label={t.kind}>
          <option value="percentage">{t.kinds.percentage}</option>
          <option value="amount">{t.kinds.amount}</option>
        </FormSelectField>
        <FormTextField<CouponFormValues>
          name="value"
          label={t.value}
          hint={t.valueHint}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <FormTextField<CouponFormValues>
        name="minimum_order"
        label={t.minimum}
        hint={t.minimumHint}
        inputMode="decimal"
        autoComplete="off"
      />
      <div className="coupon-form__row">
        <FormTextField<CouponFormValues> name="starts_at" label={t.startsAt} type="date" />
        <FormTextField<CouponFormValues> name="ends_at" label={t.endsAt} type="date" />
      </div>
      <div className="coupon-form__row">
        <FormTextField<CouponFormValues>
          name="max_uses"
          label={t.maxUses}
          hint={t.limitHint}
          inputMode="numeric"
          autoComplete="off"
        />
        <FormTextField<CouponFormValues>
          name="max_uses_per_customer"
          label={t.maxUsesPerCustomer}
          hint={t.limitHint}
          inputMode="numeric"
          autoComplete="off"
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
      <FormFailure kit={kit} />
      <div>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t.saving : t.save}
        </Button>
      </div>
    </SettingsForm>
  );
}
