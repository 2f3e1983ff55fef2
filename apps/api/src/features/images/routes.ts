import type { Feature } from '../../http/context.ts';
import { registerImageServing } from './serve-routes.ts';
import { registerImageUpload } from './upload-routes.ts';

/** Sellers' uploads (bytes judged, re-encoded) and their renditions served by content hash. */
export const registerImages: Feature = (app, deps) => {
  const store = deps.imageStore;
  registerImageUpload(app, deps);
  registerImageServing(store)(app, deps);
};
