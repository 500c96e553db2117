// npm run files:to-s3: copies the uploads folder (DATA_DIR/uploads) into the S3 bucket that
// S3_BUCKET and the other S3_* variables name, the bucket the server reads once they are set.
import path from 'node:path';
import { loadConfig } from '../config';
import { copyStorage } from './copy';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';

const config = loadConfig();
if (!config.s3) {
  console.error(
    'files:to-s3 needs the bucket to copy into: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as the server will have them).',
  );
  process.exit(1);
}
const folder = path.join(config.dataDir, 'uploads');
console.log(`Copying ${folder} into the bucket ${config.s3.bucket}...`);
let lastShown = 0;
const result = await copyStorage(createLocalStorage(folder), createS3Storage(config.s3), (p) => {
  if (p.done !== p.total && Date.now() - lastShown < 1000) return;
  lastShown = Date.now();
  console.log(`${p.done} of ${p.total}: ${p.copied} copied, ${p.skipped} already there`);
});
if (result.total === 0) console.log('The uploads folder holds no files: nothing to copy.');
for (const key of result.refused)
  console.error(`Not copied, not a name the server stores files under: ${key}`);
if (result.missing.length > 0) {
  console.error(
    `Listed after the copy, ${result.missing.length} file(s) are missing from the bucket or of another size there: ${result.missing.slice(0, 10).join(', ')}. Run files:to-s3 again.`,
  );
  process.exit(1);
}
console.log(
  `Done: the bucket holds all ${result.total} file(s) of the uploads folder (${result.copied} copied now). Start the server with the same S3_* variables.`,
);
