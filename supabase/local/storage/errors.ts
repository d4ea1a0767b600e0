// Errors in Supabase Storage's shape. Storage answers HTTP 400 for every client error and
// carries the "real" status in the body's `statusCode` (a string), HTTP 500 only for its own
// failures; storage-js surfaces the body's `message` and `statusCode` on its StorageApiError.
import { HttpError } from '../gateway/http';

export interface StorageErrorBody {
  statusCode: string;
  code: string;
  error: string;
  message: string;
}

export function storageError(
  statusCode: number,
  code: string,
  message: string,
  error: string = code,
): HttpError {
  const body: StorageErrorBody = { statusCode: String(statusCode), code, error, message };
  return new HttpError(statusCode >= 500 ? 500 : 400, body);
}

export const errors = {
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () =>
    storageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', message),
  invalidSignature: () => storageError(400, 'InvalidSignature', 'Invalid signature'),
  accessDenied: (message: string) =>
    storageError(403, 'AccessDenied', message || 'Access denied', 'Unauthorized'),
  rlsViolation: () =>
    storageError(403, 'AccessDenied', 'new row violates row-level security policy', 'Unauthorized'),
  keyAlreadyExists: () =>
    storageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () =>
    storageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    storageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  entityTooLarge: () =>
    storageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (mimeType: string) =>
    storageError(
      415,
      'InvalidMimeType',
      `mime type ${mimeType} is not supported`,
      'invalid_mime_type',
    ),
  invalidFileSizeLimit: () =>
    storageError(
      400,
      'InvalidRequest',
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    ),
  noContent: (message = 'No content provided') => storageError(400, 'InvalidRequest', message),
  missingParameter: (name: string) =>
    storageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  invalidParameter: (name: string, message?: string) =>
    storageError(400, 'InvalidParameter', message ?? `Invalid Parameter ${name}`),
  invalidRange: () => storageError(400, 'InvalidRange', 'invalid range provided', 'invalid_range'),
  notFoundRoute: (method: string, path: string) =>
    storageError(404, 'NotFound', `Route ${method}:${path} not found`, 'Not Found'),
};

/**
 * What Storage answers when PostgreSQL refused a statement made as the caller: RLS and
 * privilege failures become 403 "Unauthorized", unique violations 409, foreign keys 404.
 */
export function fromDatabaseError(err: unknown): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case '42501':
      return errors.rlsViolation();
    case '23505':
      return errors.keyAlreadyExists();
    case '23503':
      return storageError(404, 'InvalidRequest', 'The parent resource is not found', 'Not Found');
    default:
      // Any other SQLSTATE (e.g. a policy casting a folder name that is not a uuid) is a
      // database failure, which Storage reports as a 500 with PostgreSQL's message.
      return typeof code === 'string'
        ? storageError(500, 'DatabaseError', (err as Error).message)
        : err;
  }
}
