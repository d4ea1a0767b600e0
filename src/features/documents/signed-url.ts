/**
 * The longest life a signed download link may have: the spec's 3600 s. Supabase Storage signs
 * whatever lifetime it is asked for, so the cap lives here, in the one helper through which the
 * app asks for links (ESLint refuses createSignedUrl anywhere else in src/).
 */
export const MAX_SIGNED_URL_SECONDS = 3600;

/** A requested lifetime held to 1…MAX_SIGNED_URL_SECONDS whole seconds (the maximum if unsure). */
export function signedUrlLifetime(requested: number = MAX_SIGNED_URL_SECONDS): number {
  if (!Number.isFinite(requested)) return MAX_SIGNED_URL_SECONDS;
  return Math.min(MAX_SIGNED_URL_SECONDS, Math.max(1, Math.floor(requested)));
}
