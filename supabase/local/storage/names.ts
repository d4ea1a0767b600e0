// Bucket and object names as Storage accepts them, plus the rules a file-system backend needs
// on top: Storage keys are S3 keys, where `..` is just two dots; here they become paths, so
// empty, `.` and `..` segments and absolute names are refused before they reach the disk.
import { errors } from './errors';

// Storage's isValidKey / isValidBucketName: S3-safe characters only.
const KEY_CHARS = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const BUCKET_CHARS = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024 || !KEY_CHARS.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function isValidBucketName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 100 &&
    name.trim() === name &&
    name !== '.' &&
    name !== '..' &&
    BUCKET_CHARS.test(name)
  );
}

export function mustBeValidKey(key: string | undefined): string {
  if (!key || !isValidKey(key)) throw errors.invalidKey(key ?? '');
  return key;
}

export function mustBeValidBucketName(name: string | undefined): string {
  if (!name || !isValidBucketName(name)) throw errors.invalidBucketName();
  return name;
}

/** Decodes one URL path segment; malformed escapes make the whole name invalid. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A bucket id taken from one (URL-encoded) path segment. */
export function bucketFromSegment(raw: string): string {
  return mustBeValidBucketName(decodeSegment(raw));
}

/**
 * Splits `bucket/some/key` (still URL-encoded, as it arrives in the path) into the bucket and
 * the object name. Encoded slashes (`%2F`) decode into the name, as Storage's router does, and
 * are then subject to the same segment rules.
 */
export function splitObjectPath(rest: string): { bucket: string; name: string } {
  const slash = rest.indexOf('/');
  const rawBucket = slash === -1 ? rest : rest.slice(0, slash);
  const rawName = slash === -1 ? '' : rest.slice(slash + 1);
  const bucket = bucketFromSegment(rawBucket);
  const decoded = rawName.split('/').map(decodeSegment);
  if (decoded.some((s) => s === undefined)) throw errors.invalidKey(rawName);
  return { bucket, name: mustBeValidKey(decoded.join('/')) };
}

/** Escapes LIKE wildcards so a prefix typed by a caller matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Storage's parseFileSizeToBytes: a number of bytes, or "20GB" / "20MB" / "30KB" / "3B". */
export function parseFileSize(value: number | string): number {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) throw errors.invalidFileSizeLimit();
    return value;
  }
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value.trim());
  if (!match) throw errors.invalidFileSizeLimit();
  const amount = Number(Number.parseFloat(match[1]!).toPrecision(3));
  const unit = match[2]!.toUpperCase();
  const factor = unit === 'GB' ? 1e9 : unit === 'MB' ? 1e6 : unit === 'KB' ? 1e3 : 1;
  return Math.round(amount * factor);
}

/** Storage's check of a bucket's allowed_mime_types entries. */
export function isValidMimePattern(type: string): boolean {
  return (
    type.length <= 1000 &&
    /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/.test(type)
  );
}

/** Storage's validateMimeType: exact `type/subtype` or a `type/*` wildcard. */
export function isMimeAllowed(mimeType: string, allowed: readonly string[]): boolean {
  const [type, subtype] = mimeType.split(';')[0]!.trim().toLowerCase().split('/');
  if (!type || !subtype) return false;
  return allowed.some((pattern) => {
    const [allowedType, allowedSubtype] = pattern.split(';')[0]!.trim().toLowerCase().split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}
