import type { CatalogImage } from '@vitrine/contract/catalog-variations';
import type { ComponentType } from 'react';

/**
 * Where the product form mounts the image manager (upload, order, alt text, colour): the form
 * holds the images as the product's body sends them, the manager edits that list.
 */
export type ImagesSlotProps = {
  images: CatalogImage[];
  onChange: (images: CatalogImage[]) => void;
  /** Pre-fills a new image's alt text. */
  productName: string;
  /** The values of the product's colour option: an image can show one of them. */
  colors: string[];
};
export type ImagesSlot = ComponentType<ImagesSlotProps>;
