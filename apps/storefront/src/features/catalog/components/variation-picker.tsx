import type { Variation } from '@vitrine/contract/catalog';
import { Link, useLocation } from 'react-router';
import { catalogMessages as t } from '../messages.ts';
import { isValueAvailable, optionGroups, variationFor } from '../variations.ts';

export const VARIATION_PARAM = 'variacao';

/**
 * One group per option (Cor, Tamanho). Each value is a link to ?variacao=CODE, so the choice
 * lives in the URL (shareable, back button) and works before JavaScript has loaded.
 */
export function VariationPicker({
  variations,
  current,
}: {
  variations: Variation[];
  current: Variation | undefined;
}) {
  const location = useLocation();
  const groups = optionGroups(variations);
  if (variations.length < 2 || groups.length === 0) return null;

  const hrefFor = (code: string) => {
    const params = new URLSearchParams(location.search);
    params.set(VARIATION_PARAM, code);
    return `${location.pathname}?${params}`;
  };

  return (
    <div className="variation-picker">
      <p className="variation-picker__title">{t.product.variation}</p>
      {groups.map((group) => {
        const labelId = `opcao-${group.name.toLowerCase().replace(/\W+/g, '-')}`;
        return (
          <div key={group.name} role="group" aria-labelledby={labelId} className="variation-group">
            <p id={labelId} className="variation-group__name">
              {group.name}: <strong>{current?.options[group.name]}</strong>
            </p>
            <ul className="variation-group__values">
              {group.values.map((value) => {
                const target = variationFor(variations, current, group.name, value);
                if (!target) return null;
                const selected = current?.options[group.name] === value;
                const available = isValueAvailable(variations, current, group.name, value);
                return (
                  <li key={value}>
                    <Link
                      to={hrefFor(target.code)}
                      replace
                      preventScrollReset
                      className="chip"
                      data-unavailable={!available || undefined}
                      // Named "P, esgotado" (Chromium reads a hidden span's text as "P ,
                      // esgotado"); catalog.css greys and dashes it.
                      aria-label={available ? undefined : t.product.soldOutValue(value)}
                      aria-current={selected ? 'true' : undefined}
                    >
                      {value}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
