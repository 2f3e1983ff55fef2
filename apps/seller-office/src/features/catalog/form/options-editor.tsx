import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useId, useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFocusNext } from '../../../lib/focus-next.ts';
import type { MatrixOption } from '../variation-matrix.ts';
import type { ProductFormValues } from './form-model.ts';
import { formMessages as t } from './messages.ts';

const MAX_OPTIONS = 3;

type Props = {
  /** The options changed (a value added or removed, an option renamed): rebuild the matrix. */
  onChange: (options: MatrixOption[]) => void;
};

/**
 * The product's options (Cor, Tamanho…) and their values. A value is added whole (Enter or the
 * button) and removed by its own button, so the matrix never sees a half-typed value; an
 * option's name is taken when the field is left. What is added takes the focus (the new
 * option's name); what is removed leaves it on what comes next in its place ("Adicionar
 * opção", the option's new value), never on <body>.
 */
export function OptionsEditor({ onChange }: Props) {
  const id = useId();
  const form = useFormContext<ProductFormValues>();
  const options = useWatch({ control: form.control, name: 'options' }) ?? [];
  const errors = form.formState.errors.options;
  const focusNext = useFocusNext();
  const commit = (next: MatrixOption[]) => {
    form.setValue('options', next, { shouldDirty: true });
    onChange(next);
  };

  return (
    <fieldset className="product-options">
      <legend>{t.options}</legend>
      <p className="product-form__hint">{t.optionsHint}</p>
      {errors?.message ? <p className="vt-field__error">{errors.message}</p> : null}
      {options.map((option, index) => (
        <OptionEditor
          key={index}
          idPrefix={`${id}-${index}`}
          index={index}
          option={option}
          error={errors?.[index]?.message ?? errors?.[index]?.name?.message}
          onRename={(name) => form.setValue(`options.${index}.name`, name, { shouldDirty: true })}
          onCommit={(next) => commit(options.map((o, i) => (i === index ? next : o)))}
          onRemove={() => {
            commit(options.filter((_, i) => i !== index));
            focusNext(`${id}-add`);
          }}
          onValueRemoved={() => focusNext(`${id}-${index}-new`)}
        />
      ))}
      {options.length < MAX_OPTIONS ? (
        <Button
          id={`${id}-add`}
          variant="secondary"
          onClick={() => {
            form.setValue('options', [...options, { name: '', values: [] }]);
            focusNext(`${id}-${options.length}-name`);
          }}
        >
          {t.addOption}
        </Button>
      ) : null}
    </fieldset>
  );
}

type OptionProps = {
  /** Its fields' ids: `-name`, `-new`. */
  idPrefix: string;
  index: number;
  option: MatrixOption;
  error?: string;
  onRename: (name: string) => void;
  onCommit: (option: MatrixOption) => void;
  onRemove: () => void;
  onValueRemoved: () => void;
};

function OptionEditor(props: OptionProps) {
  const { idPrefix, index, option, error, onRename, onCommit, onRemove, onValueRemoved } = props;
  const [typed, setTyped] = useState('');
  const add = () => {
    const value = typed.trim();
    setTyped('');
    const known = option.values.some(
      (v) => v.toLocaleLowerCase('pt-BR') === value.toLocaleLowerCase('pt-BR'),
    );
    if (value && !known) onCommit({ ...option, values: [...option.values, value] });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="product-option" role="group" aria-label={t.optionGroup(index, option.name)}>
      <TextField
        id={`${idPrefix}-name`}
        label={t.optionName(index)}
        hint={t.optionNameHint}
        autoComplete="off"
        value={option.name}
        error={error}
        onChange={(event) => onRename(event.target.value)}
        onBlur={() => onCommit({ ...option, name: option.name.trim() })}
      />
      <div className="product-option__values">
        <p className="vt-field__label" id={`option-${index}-values`}>
          {t.optionValues(option.name)}
        </p>
        <ul aria-labelledby={`option-${index}-values`} className="product-option__chips">
          {option.values.map((value) => (
            <li key={value} className="product-option__chip">
              <span>{value}</span>
              <button
                type="button"
                className="product-option__remove"
                aria-label={t.removeValue(value)}
                onClick={() => {
                  onCommit({ ...option, values: option.values.filter((v) => v !== value) });
                  onValueRemoved();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="product-option__add">
          <TextField
            id={`${idPrefix}-new`}
            label={t.newValue(option.name)}
            hint={t.newValueHint}
            autoComplete="off"
            maxLength={60}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button variant="secondary" onClick={add}>
            {t.addValue}
          </Button>
        </div>
      </div>
      <Button variant="ghost" onClick={onRemove}>
        {t.removeOption(option.name)}
      </Button>
    </div>
  );
}
