/**
 * API error codes. The server answers `{ error: { code, message, details, requestId } }`; the web app shows
 * the catalogue message `errors.<CODE>`. Adding a code here means adding that key to both catalogues.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'ITEM_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  // Accounts (their messages: docs/product.md, "Errors")
  'LOGIN_INVALID',
  'ACCOUNT_NOT_ACTIVATED',
  'REGISTER_FAILED',
  'ACTIVATION_CODE_INVALID',
  'RESET_LINK_INVALID',
  // Records
  'CATEGORY_IN_USE',
  // Bulk data: another import of the element runs; the preview is too old to commit; the export is not written yet
  'IMPORT_RUNNING',
  'IMPORT_EXPIRED',
  'EXPORT_NOT_READY',
  // Upload links (a wrong token, an expired link, a revoked link)
  'UPLOAD_LINK_INVALID',
  'UPLOAD_LINK_EXPIRED',
  'UPLOAD_LINK_REVOKED',
  // Interactive modules
  'LIVE_PASSWORD_INVALID',
  'LIVE_BANNED',
  'LIVE_CHANNEL_CLOSED',
  'LIVE_CHANNEL_LIMIT',
  // Web apps (a host another web app holds; a publication of a draft with incomplete steps)
  'WEBAPP_HOST_TAKEN',
  'WEBAPP_INCOMPLETE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One problem with one input field, as sent in `error.details`. */
export interface FieldIssue {
  /** Dotted path of the field (`email`, `links.0.title`), empty for the whole input. */
  readonly field: string;
  /** Catalogue key of the message to show on the field (`errors.EMAIL_REQUIRED`, `validation.required`…). */
  readonly message: string;
  /** Values of the message's placeholders (`{ count: 3 }` for errors.CATEGORY_IN_USE). */
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface ApiErrorBody {
  readonly error: {
    readonly code: ErrorCode;
    readonly message: string;
    readonly details: readonly FieldIssue[];
    readonly requestId: string;
  };
}
