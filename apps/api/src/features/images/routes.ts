import type { Feature } from '../../http/context.ts';
import { registerImageServing } from './serve-routes.ts';
import { imageStoreFor } from './store-for.ts';
import { registerImageUpload } from './upload-routes.ts';

/** Sellers' uploads (bytes judged, re-encoded) and their renditions served by content hash. */
export const registerImages: Feature = (app, deps) => {
  const store = imageStoreFor(deps);
  registerImageUpload(store)(app, deps);
  registerImageServing(store)(app, deps);
};
