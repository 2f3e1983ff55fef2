import { parseArgs } from 'node:util';
import { ConfigError, loadConfigOrExit } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { moveImages, type MoveDirection } from './move.ts';
import { imageBucket } from './s3-store.ts';

// `pnpm --filter @vitrine/api images:move --to s3 [--store ID]` (or `--to database`): moves the
// uploaded images' renditions between the database and the S3 bucket (S3_* settings), each
// checked by its hash where it lands before it leaves where it was; run it again after an
// interruption and it goes on. Move to the bucket, then set IMAGE_STORAGE=s3 (rows not moved
// yet are still served from the database meanwhile); back: IMAGE_STORAGE=database after.

const { values } = parseArgs({
  options: { to: { type: 'string' }, store: { type: 'string' }, batch: { type: 'string' } },
});
if (values.to !== 's3' && values.to !== 'database') {
  console.error('Use: images:move --to s3|database [--store ID] [--batch N]');
  process.exit(2);
}
const to: MoveDirection = values.to;
const config = loadConfigOrExit((loaded) => {
  if (!loaded.S3_BUCKET) {
    throw new ConfigError('  S3_BUCKET: the bucket the images move to or from (and S3_*)');
  }
});
const handle = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.VITRINE_DATA_DIR },
);
try {
  await handle.migrate();
  const report = await moveImages(handle.db, imageBucket(config), {
    to,
    storeId: values.store,
    batch: values.batch ? Number(values.batch) : 100,
    onBatch: ({ moved, failed }) =>
      console.log(`  ${moved} movidas, ${failed.length} com problema até agora`),
  });
  console.log(
    `${report.moved} versões de imagem movidas para ${to === 's3' ? 'o bucket' : 'o banco'}, cada uma conferida pelo hash.`,
  );
  for (const failure of report.failed) {
    console.log(`  ${failure.storeId} ${failure.hash}: ${failure.reason}`);
  }
  process.exitCode = report.failed.length > 0 ? 1 : 0;
} finally {
  await handle.close();
}
