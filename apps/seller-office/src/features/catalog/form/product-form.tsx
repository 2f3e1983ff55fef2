import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@vitrine/api-client/errors';
import { productInputSchema, type OfficeProduct } from '@vitrine/contract/catalog-office';
import type { CategoryNode } from '@vitrine/contract/catalog-categories';
import { placeRefusal } from '@vitrine/contract/refusal';
import { Button } from '@vitrine/ui/button';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { FormProvider, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import type { ImagesSlot } from '../images-slot.ts';
import { refusalFields, rowsFor, type ProductFormValues } from './form-model.ts';
import { FiscalFields } from './fiscal-fields.tsx';
import { GeneralFields } from './general-fields.tsx';
import { formMessages as t } from './messages.ts';
import { OptionsEditor } from './options-editor.tsx';
import { useStickyBarReserve } from '../../../lib/sticky-bar.ts';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
import { VariationsTable } from './variations-table.tsx';

export type ParsedProduct = z.output<typeof productInputSchema>;
/** Which button sent the form: its status is the product's after saving. */
export type SaveIntent = 'draft' | 'active' | 'keep';
export type SubmitButtonSpec = { intent: SaveIntent; label: string; primary?: boolean };

type Props = {
  defaultValues: ProductFormValues;
  categories: CategoryNode[];
  /** The saved product (edit screen): its slug and its variations' stock. */
  saved?: OfficeProduct;
  buttons: SubmitButtonSpec[];
  /** Saves; throws the API's refusal, which lands on its fields or above the buttons. */
  onSave: (product: ParsedProduct, intent: SaveIntent) => Promise<void>;
  /** What happened last (e.g. "Salvo. Aparece na loja em até 1 minuto."), announced. */
  notice?: string | null;
  /** The notice's line: the screen moves focus there once a save has replaced the form. */
  noticeRef?: Ref<HTMLParagraphElement>;
  /** Drawn when the API says the product changed meanwhile (409 product_changed). */
  onStale?: () => ReactNode;
  onAdjustStock?: (variationId: string, rowName: string, opener: HTMLElement) => void;
  Images?: ImagesSlot;
  /** Told when the form starts or stops holding changes not saved. */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * The product or service form (react-hook-form + the contract's productInputSchema, the same
 * rules the API applies): general fields, images, options and the variation matrix they
 * generate. The API's refusals (409 slug or SKU taken) land on their fields.
 */
export function ProductForm(props: Props) {
  const { defaultValues, categories, saved, buttons, onSave, notice, onStale, Images } = props;
  const { onDirtyChange } = props;
  const form = useForm<ProductFormValues, unknown, ParsedProduct>({
    resolver: zodResolver(productInputSchema) as never,
    defaultValues,
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const rows = useFieldArray({ control: form.control, name: 'variations' });
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [sending, setSending] = useState<SaveIntent | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // The buttons stay in sight at the bottom of the window; what Tab reaches stops above them.
  const footerRef = useRef<HTMLDivElement>(null);
  useStickyBarReserve(footerRef);
  const stockById = new Map(saved?.variations.map((v) => [v._id, v.stock]));
  const kind = defaultValues.kind;

  const submit = (intent: SaveIntent) =>
    form.handleSubmit(async (product) => {
      setFailure(null);
      setStale(false);
      setSending(intent);
      try {
        await onSave(product, intent);
      } catch (caught) {
        const error = toApiError(caught);
        if (error.code === 'product_changed') setStale(true);
        // A refusal naming fields (a taken SKU names its variation's) lands on those inputs.
        const fields = refusalFields(form.getValues());
        const message = placeRefusal(error, fields, (field, text, focus) =>
          form.setError(
            field as FieldPath<ProductFormValues>,
            { type: 'server', message: text },
            { shouldFocus: focus },
          ),
        );
        if (message && error.code === 'slug_taken') {
          form.setError('slug', { type: 'server', message }, { shouldFocus: true });
        } else if (message) {
          setFailure(message);
          failureRef.current?.focus();
        }
      } finally {
        setSending(null);
      }
    });
  const [first] = buttons;

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <form className="product-form" noValidate onSubmit={submit(first?.intent ?? 'keep')}>
        <GeneralFields categories={categories} savedSlug={saved?.slug} />
        <section className="office-card product-form__section" aria-labelledby="product-images">
          <h2 id="product-images">{t.images}</h2>
          {Images ? (
            <Images
              images={form.watch('images') ?? []}
              onChange={(images) => form.setValue('images', images, { shouldDirty: true })}
              productName={form.watch('name')}
              colors={form.watch('options')?.find((o) => /^cor(es)?$/i.test(o.name))?.values ?? []}
            />
          ) : (
            <p className="product-form__hint">{t.imagesPending}</p>
          )}
        </section>
        <section className="office-card product-form__section" aria-labelledby="product-variations">
          <h2 id="product-variations">{kind === 'product' ? t.variations : t.serviceOffer}</h2>
          {kind === 'product' ? (
            <OptionsEditor
              onChange={(options) => rows.replace(rowsFor(options, form.getValues('variations')))}
            />
          ) : null}
          <VariationsTable
            rowKeys={rows.fields.map((field) => field.id)}
            stockOf={(id) => stockById.get(id)}
            onAdjustStock={props.onAdjustStock ?? (() => {})}
          />
        </section>
        {kind === 'product' ? <FiscalFields /> : null}
        <div className="product-form__footer" ref={footerRef}>
          <div ref={failureRef} tabIndex={-1}>
            {failure ? (
              <div role="alert" className="product-form__failure">
                <p>{failure}</p>
                {stale && onStale ? onStale() : null}
              </div>
            ) : null}
          </div>
          <p role="status" className="product-form__notice" ref={props.noticeRef} tabIndex={-1}>
            {notice ?? ''}
          </p>
          <div className="product-form__buttons">
            {buttons.map((button, index) => (
              <Button
                key={button.intent}
                type={index === 0 ? 'submit' : 'button'}
                variant={button.primary ? 'primary' : 'secondary'}
                loading={sending === button.intent}
                onClick={index === 0 ? undefined : () => void submit(button.intent)()}
              >
                {button.label}
              </Button>
            ))}
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
