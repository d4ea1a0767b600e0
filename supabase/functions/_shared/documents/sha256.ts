// SHA-256 as lower-case hex (the format documents.checksum and documentos_generados.sha256 hold).
// Web Crypto only, so Deno, browsers and Node 20+ all run it.
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
