import type { FormField } from '../../shared/schemas/builder';
import type { ApplicationsService } from '../applications/service';
import type { reserve } from '../lib/auth/rate-limit';
import { hashSecret } from '../lib/auth/tokens';
import type { sendMail } from '../lib/mail/sender';
import type * as Bucket from '../lib/storage/uploads-bucket';
import type { RecordLinks } from '../records/service';
import type * as Repository from './repository';

/** What the uploads service works with (service.ts), and what an upload request names. */

export interface UploadsDeps {
  readonly repository: typeof Repository;
  readonly bucket: Pick<typeof Bucket, 'fileKeys' | 'presignPost'>;
  readonly applications: Pick<ApplicationsService, 'elementAccess' | 'elementConfig'>;
  readonly records: RecordLinks;
  readonly reserve: typeof reserve;
  readonly sendMail: typeof sendMail;
  readonly appUrl: () => string;
}

export interface ElementRef {
  readonly projectId: string;
  readonly applicationId: string;
  readonly element: string;
}

/** A file someone is about to upload, as declared. */
export interface UploadRequest {
  readonly field: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
  readonly preview?: { readonly type: string; readonly size: number } | undefined;
}

export const isFileField = (field: FormField) => field.type === 'file' || field.type === 'gallery';

/** An upload link's token as stored (its hash only). */
export const tokenHash = (token: string) => hashSecret(token, 'upload-link');
