import type { ImagesSlot } from './images-slot.ts';

/**
 * The image manager the product form mounts (images/, its own folder): none yet, so the form
 * says uploads are not available. Replace with the manager's component once it exists.
 */
export const ProductImages: ImagesSlot | undefined = undefined;
