import type { CatalogImage } from '@vitrine/contract/catalog-variations';
import { Button } from '@vitrine/ui/button';
import { SelectField } from '@vitrine/ui/select-field';
import { TextField } from '@vitrine/ui/text-field';
import { imageMessages as t } from './messages.ts';

type Props = {
  image: CatalogImage;
  position: number;
  total: number;
  colours?: string[];
  onChange: (image: CatalogImage) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
  /** The id prefix of this row's controls (focus after a move goes by it). */
  idPrefix: string;
};

/** The smallest WebP (or the single file) as the row's thumbnail: a few kilobytes. */
function thumbnailOf(image: CatalogImage): string {
  return image.renditions?.find((r) => r.format === 'webp')?.src ?? image.src;
}

/** One image of the list: its thumbnail, alt text, colour, and the buttons that move or remove it. */
export function ImageItem({
  image,
  position,
  total,
  colours,
  onChange,
  onMove,
  onRemove,
  idPrefix,
}: Props) {
  const altMissing = image.alt.trim() === '';
  return (
    <li className="image-item" aria-label={t.image(position, total)}>
      <img
        className="image-item__thumb"
        src={thumbnailOf(image)}
        width={96}
        height={Math.max(1, Math.round((96 * image.height) / Math.max(1, image.width)))}
        alt=""
      />
      <div className="image-item__fields">
        {position === 1 && <span className="image-item__cover">{t.cover}</span>}
        <TextField
          id={`${idPrefix}-alt`}
          label={t.alt}
          hint={t.altHint}
          required
          value={image.alt}
          error={altMissing ? t.altRequired : undefined}
          onChange={(event) => onChange({ ...image, alt: event.target.value })}
        />
        {colours && colours.length > 0 && (
          <SelectField
            id={`${idPrefix}-colour`}
            label={t.colour}
            value={image.color ?? ''}
            onChange={(event) => {
              const { color: _old, ...rest } = image;
              onChange(event.target.value ? { ...rest, color: event.target.value } : rest);
            }}
          >
            <option value="">{t.allColours}</option>
            {colours.map((colour) => (
              <option key={colour} value={colour}>
                {colour}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <div className="image-item__actions">
        <Button
          id={`${idPrefix}-up`}
          variant="secondary"
          size="sm"
          aria-label={t.moveUp(position)}
          disabled={position === 1}
          onClick={() => onMove(-1)}
        >
          {t.up}
        </Button>
        <Button
          id={`${idPrefix}-down`}
          variant="secondary"
          size="sm"
          aria-label={t.moveDown(position)}
          disabled={position === total}
          onClick={() => onMove(1)}
        >
          {t.down}
        </Button>
        <Button variant="danger" size="sm" aria-label={t.remove(position)} onClick={onRemove}>
          {t.removeShort}
        </Button>
      </div>
    </li>
  );
}
