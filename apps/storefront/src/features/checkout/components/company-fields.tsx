import type { IeKind } from '@vitrine/contract/fiscal-codes';
import { CNPJ_MASK } from '@vitrine/domain/mask';
import { SelectField } from '@vitrine/ui/select-field';
import { TextField } from '@vitrine/ui/text-field';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { checkoutMessages } from '../messages.ts';
import type { PayFormValues } from '../model/pay-form.ts';

const t = checkoutMessages.company;
const IE_KINDS = Object.keys(t.ieKinds) as IeKind[];

/**
 * "Comprar como empresa": the NF-e goes to the company's CNPJ, with its razão social and how it
 * stands for ICMS (its IE when it is a contribuinte). The payment keeps its payer (the CPF).
 */
export function CompanyFields() {
  const form = useFormContext<PayFormValues>();
  const [asCompany, ieKind] = useWatch({
    control: form.control,
    name: ['as_company', 'company.ie_kind'],
  });
  const errorOf = (name: string) =>
    (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <fieldset className="checkout-section company-fields">
      <legend className="checkout-section__title">{t.legend}</legend>
      <label className="company-fields__check">
        <input type="checkbox" {...form.register('as_company')} />
        {t.asCompany}
      </label>
      {asCompany && (
        <div className="company-fields__fields">
          <TextField
            label={t.cnpj}
            mask={CNPJ_MASK}
            autoCapitalize="characters"
            spellCheck={false}
            error={errorOf('company.cnpj')}
            {...form.register('company.cnpj')}
          />
          <TextField
            label={t.legalName}
            autoComplete="organization"
            error={errorOf('company.legal_name')}
            {...form.register('company.legal_name')}
          />
          <SelectField
            label={t.ieKind}
            error={errorOf('company.ie_kind')}
            {...form.register('company.ie_kind')}
          >
            <option value="">{t.chooseIeKind}</option>
            {IE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t.ieKinds[kind]}
              </option>
            ))}
          </SelectField>
          {ieKind === 'contribuinte' && (
            <TextField
              label={t.stateRegistration}
              inputMode="numeric"
              error={errorOf('company.state_registration')}
              {...form.register('company.state_registration')}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}
