import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { CostView } from '../../../domain/cost-view.js';
import { COMPACT_SNAPSHOT_VERSION } from '../../../domain/snapshot-codec.js';
import { LATEST_MIGRATION } from '../../db/migrate.js';

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

// The code's model form and schema are in the ETag: a migration can change data without a new
// revision, and a browser's copy from before it must not be revalidated.
const CODE_TAG = createHash('sha256')
  .update(`${LATEST_MIGRATION}/compact-v${COMPACT_SNAPSHOT_VERSION}`)
  .digest('base64url')
  .slice(0, 6);

/** In the ETag: a tab whose role changed must not revalidate the other view's copy. */
const VIEW_TAG: Record<CostView, string> = { 'with-costs': 'c', 'without-costs': 'n' };

/**
 * One restaurant's compact model at one revision, as one view sees it (with or without costs), compressed with brotli once (what browsers
 * ask for) and kept only in that form: the other encodings are made from it when a client asks.
 */
export class EncodedModel {
  readonly etag: string;

  private constructor(
    readonly restaurantId: string,
    readonly revision: number,
    view: CostView,
    private readonly brotliBody: Buffer,
  ) {
    const tenant = createHash('sha256').update(restaurantId).digest('base64url').slice(0, 10);
    this.etag = `"${tenant}-${revision}-${VIEW_TAG[view]}${CODE_TAG}"`;
  }

  static async fromJson(
    restaurantId: string,
    revision: number,
    view: CostView,
    json: string,
  ): Promise<EncodedModel> {
    const raw = Buffer.from(json);
    const body = await brotli(raw, {
      params: {
        // Quality 5 is the knee: most of brotli's gain for a fraction of its time at 11.
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        // A 256 kB window instead of 4 MB: a quarter faster for 1.5 % more bytes, as the
        // columns' repeats are near each other.
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    return new EncodedModel(restaurantId, revision, view, body);
  }

  /** The body in an encoding; gzip and plain JSON are rare (tools, tests): made, not kept. */
  async body(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'br') return this.brotliBody;
    const raw = await unbrotli(this.brotliBody);
    return encoding === 'identity' ? raw : gzip(raw, { level: 6 });
  }
}

/** br where the client takes it, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
