/**
 * The file name a `Content-Disposition` header gives a download: its `filename*` (RFC 6266, UTF-8
 * and percent-encoded) when it has one, else its `filename`, quoted or not; undefined when it
 * names none. Only the last path segment is kept, so a name never reaches outside a folder.
 */
export function attachmentName(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(disposition)?.[1];
  const name = (extended && decodeExtended(extended)) ?? plainName(disposition);
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base || undefined;
}

/** `UTF-8''Site%20plan.pdf` → `Site plan.pdf`; undefined for another charset or bad escapes. */
function decodeExtended(value: string): string | undefined {
  const match = /^\s*utf-8'[^']*'(.*)$/i.exec(value.trim());
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** `filename="a \"b\".pdf"` or `filename=a.pdf`. */
function plainName(disposition: string): string | undefined {
  const match = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/i.exec(disposition);
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]?.trim();
}
