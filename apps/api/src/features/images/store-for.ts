import { join } from 'node:path';
import type { AppDeps } from '../../http/context.ts';
import { assetsDir } from '../../lib/asset-paths.ts';
import { databaseImageStore, directoryImageStore, type ImageStore } from './image-store.ts';

/** The ImageStore the settings name (IMAGE_STORAGE), unless the app was given one (tests). */
export function imageStoreFor(deps: AppDeps): ImageStore {
  if (deps.imageStore) return deps.imageStore;
  const { config, db } = deps;
  if (config.IMAGE_STORAGE === 'directory') {
    return directoryImageStore(db, config.IMAGE_DIR ?? join(assetsDir(config), 'images'));
  }
  return databaseImageStore(db);
}
