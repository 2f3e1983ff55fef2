import { zodResolver } from '@hookform/resolvers/zod';
import { CPF_MASK, DATE_MASK, PHONE_MASKS } from '@vitrine/domain/mask';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ScriptForm } from '../script-form.tsx';
import { TextField } from '../text-field.tsx';
import { FormFailure, SubmitButton } from './form-parts.tsx';
import { showRefusal, type ToRefusal } from './form-refusal.ts';
import {
  personalDataSchema,
  personalDataValues,
  type PersonalData,
  type PersonalDataInput,
  type PersonalField,
} from './my-data-model.ts';
import '../tokens.css';
import './forms.css';
import { formMessages } from './messages.ts';

const t = formMessages.myData;
const optional = formMessages.optional;

export type { PersonalData, PersonalField };

export type MyDataFormProps<Saved extends PersonalData> = {
  /** The account as the API has it; its e-mail is the login and stays read-only. */
  profile: Saved & { email: string };
  /** The optional fields this account has, shown in the order cpf, phone, birth_date. */
  fields: readonly PersonalField[];
  /** Under the read-only e-mail: where it is the login (the store, the office). */
  emailHint: string;
  /** Under the phone, when the app says more than the mask does. */
  phoneHint?: string;
  /** The app's API call; throws when refused; answers the account as saved. */
  save: (body: PersonalData) => Promise<Saved>;
  /** The api-client's `toApiError`. */
  toRefusal: ToRefusal;
  /** After saving: the app's toast with this notice, and what it shows from the account. */
  onSaved: (saved: Saved, notice: string) => void;
};

/**
 * My data (spec §2 minha-conta/meus-dados, in both apps): the account's names and optional
 * fields, checked by spec §5's rules before they leave (the API checks them again; what it
 * refuses shows next to its field).
 */
export function MyDataForm<Saved extends PersonalData>(props: MyDataFormProps<Saved>) {
  const { fields } = props;
  const schema = useMemo(() => personalDataSchema(fields), [fields]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PersonalDataInput, unknown, PersonalData>({
    resolver: zodResolver(schema),
    defaultValues: personalDataValues(props.profile, fields),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    let saved: Saved;
    try {
      saved = await props.save(body);
    } catch (error) {
      const names = ['first_name', 'last_name', ...fields] as const;
      setFailure(showRefusal(form, props.toRefusal(error), names));
      return;
    }
    form.reset(personalDataValues(saved, fields));
    props.onSaved(saved, t.saved);
  });

  return (
    <ScriptForm className="account-form" onSubmit={onSubmit}>
      <TextField
        label={t.firstName}
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...form.register('first_name')}
      />
      <TextField
        label={t.lastName}
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...form.register('last_name')}
      />
      <TextField
        label={formMessages.email}
        type="email"
        name="email"
        value={props.profile.email}
        readOnly
        hint={props.emailHint}
      />
      {fields.includes('cpf') && (
        <TextField
          label={optional(t.cpf)}
          inputMode="numeric"
          mask={CPF_MASK}
          error={errors.cpf?.message}
          {...form.register('cpf')}
        />
      )}
      {fields.includes('phone') && (
        <TextField
          label={optional(t.phone)}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint={props.phoneHint}
          mask={PHONE_MASKS}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      )}
      {fields.includes('birth_date') && (
        <TextField
          label={optional(t.birthDate)}
          hint={t.birthDateHint}
          inputMode="numeric"
          autoComplete="bday"
          mask={DATE_MASK}
          error={errors.birth_date?.message}
          {...form.register('birth_date')}
        />
      )}
      <FormFailure message={failure} />
      <div>
        <SubmitButton
          scriptOnly
          submitting={isSubmitting}
          label={t.submit}
          submittingLabel={t.submitting}
        />
      </div>
    </ScriptForm>
  );
}
