/**
 * The Spanish message an edge function put in its error body (`{ error: "..." }`), if any.
 * supabase-js's FunctionsHttpError keeps the Response in `context`; other failures (network)
 * have none.
 */
export async function functionErrorMessage(error: unknown): Promise<string | undefined> {
  const context =
    typeof error === 'object' && error !== null && 'context' in error ? error.context : undefined;
  if (!(context instanceof Response)) return undefined;
  try {
    const body: unknown = await context.clone().json();
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const message = body.error;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // Not JSON: nothing more specific to show.
  }
  return undefined;
}
