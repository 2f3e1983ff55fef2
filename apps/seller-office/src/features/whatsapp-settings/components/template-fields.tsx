import {
  WHATSAPP_TEMPLATE_SUGGESTIONS,
  WHATSAPP_TEMPLATE_VARIABLES,
  WHATSAPP_UPDATE_LABELS,
  WHATSAPP_UPDATES,
  type WhatsappUpdate,
} from '@vitrine/contract/whatsapp';
import { FormTextField } from '@vitrine/ui/form-fields';
import type { WhatsappFormValues } from '../form-model.ts';
import { whatsappMessages as t } from '../messages.ts';
import { CopyButton } from '../../../shared/copy-button.tsx';

/**
 * The three templates' names and their language. Beside each name, what the seller needs to
 * create the template in Meta's WhatsApp Manager: its variables in the order the API fills
 * them, and a text that fits them, to copy.
 */
export function TemplateFields() {
  return (
    <fieldset className="office-card whatsapp-form__group">
      <legend>{t.templates}</legend>
      <p className="whatsapp-hint">{t.templatesHint}</p>
      {WHATSAPP_UPDATES.map((update) => (
        <Template key={update} update={update} />
      ))}
      <FormTextField<WhatsappFormValues>
        name="language"
        label={t.language}
        hint={t.languageHint}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
      />
    </fieldset>
  );
}

function Template({ update }: { update: WhatsappUpdate }) {
  const label = WHATSAPP_UPDATE_LABELS[update];
  const suggestion = WHATSAPP_TEMPLATE_SUGGESTIONS[update];
  return (
    <div className="whatsapp-template">
      <FormTextField<WhatsappFormValues>
        name={`templates.${update}`}
        label={t.templateName(label)}
        hint={t.templateNameHint}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
      />
      <p>{t.variables}</p>
      <ol className="whatsapp-template__variables">
        {WHATSAPP_TEMPLATE_VARIABLES[update].map((variable, index) => (
          <li key={variable}>
            <code>{`{{${index + 1}}}`}</code> {variable}
          </li>
        ))}
      </ol>
      <p>{t.suggestion}</p>
      <p className="whatsapp-template__text">{suggestion}</p>
      <CopyButton text={suggestion} label={t.copySuggestion(label)} copied={t.copied} size="sm">
        {t.copy}
      </CopyButton>
    </div>
  );
}
