import { ImageManager } from './images/image-manager.tsx';
import type { ImagesSlot } from './images-slot.ts';

/** The product form's images: the image manager (images/), fed from the form's list. */
export const ProductImages: ImagesSlot = ({ images, onChange, productName, colors }) => (
  <ImageManager value={images} onChange={onChange} colours={colors} productName={productName} />
);
