import {
  get,
  useFormContext,
  useFormState,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './select-field.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

type Connected<T extends FieldValues, P> = Omit<P, 'name' | 'error'> & {
  /** The field's path in the form (inside a react-hook-form FormProvider). */
  name: FieldPath<T>;
  /** register()'s options: valueAsNumber, an onChange of the field's own… */
  rules?: RegisterOptions<T, FieldPath<T>>;
};

/**
 * The field's own error (the form's check or an API refusal placed on it), read so that only
 * this field redraws when it changes.
 */
function useFieldError<T extends FieldValues>(name: FieldPath<T>) {
  const { control, register } = useFormContext<T>();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: string } | undefined;
  return { register, error: error?.message };
}

/**
 * A TextField registered under `name` of the surrounding form, showing that field's error
 * (aria-invalid, aria-describedby): the label, input, hint and error of a form written once.
 */
export function FormTextField<T extends FieldValues>({
  name,
  rules,
  ...props
}: Connected<T, TextFieldProps>) {
  const { register, error } = useFieldError<T>(name);
  return <TextField {...props} error={error} {...register(name, rules)} />;
}

/** FormTextField's native select: SelectField registered under `name`, with its error. */
export function FormSelectField<T extends FieldValues>({
  name,
  rules,
  ...props
}: Connected<T, SelectFieldProps>) {
  const { register, error } = useFieldError<T>(name);
  return <SelectField {...props} error={error} {...register(name, rules)} />;
}
