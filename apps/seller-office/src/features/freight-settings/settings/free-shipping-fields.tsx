import { REGION_LABELS, REGIONS } from '@vitrine/domain/cep-ranges';
import { Button } from '@vitrine/ui/button';
import { FormSelectField } from '@vitrine/ui/form-fields';
import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useFocusNext } from '../../../lib/focus-next.ts';
import { FormNumberField } from '../../../lib/form-number-field.tsx';
import { freightMessages as t } from '../messages.ts';
import { MAX_FREE_SHIPPING_RULES, type FreightFormValues } from './form-model.ts';

/** The free-shipping rules: a minimum order, in the whole country or one region. */
export function FreeShippingFields() {
  const { control } = useFormContext<FreightFormValues>();
  const rules = useFieldArray({ control, name: 'free_shipping' });
  // A new rule's first field takes the focus (useFieldArray's append); a removed one's button
  // goes with it, and the focus waits on "Adicionar regra".
  const addId = useId();
  const focusNext = useFocusNext();
  return (
    <fieldset className="office-card freight-form__group">
      <legend>{t.freeShipping}</legend>
      <p className="office-hint">{t.freeShippingHint}</p>
      {rules.fields.length === 0 && <p>{t.noRules}</p>}
      {rules.fields.map((rule, index) => (
        <fieldset key={rule.id} className="freight-form__rule">
          <legend>{t.ruleLegend(index + 1)}</legend>
          <FormNumberField<FreightFormValues>
            name={`free_shipping.${index}.minimum_order`}
            kind="money"
            label={t.minimumOrder}
          />
          <FormSelectField<FreightFormValues>
            name={`free_shipping.${index}.region`}
            label={t.region}
          >
            <option value="">{t.everywhere}</option>
            {REGIONS.map((region) => (
              <option key={region} value={region}>
                {REGION_LABELS[region]}
              </option>
            ))}
          </FormSelectField>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              rules.remove(index);
              focusNext(addId);
            }}
          >
            {t.removeRule(index + 1)}
          </Button>
        </fieldset>
      ))}
      {rules.fields.length < MAX_FREE_SHIPPING_RULES && (
        <div>
          <Button
            id={addId}
            type="button"
            variant="secondary"
            onClick={() => rules.append({ minimum_order: 0, region: '' })}
          >
            {t.addRule}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
