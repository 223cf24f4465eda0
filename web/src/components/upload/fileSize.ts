/** SPEC §9: from this many bytes a size reads in MB, below it in KB. */
export const MB_FROM_BYTES = 1024000;
/** SPEC §5: the size text turns to the danger style from this many bytes. */
export const LARGE_FILE_BYTES = 409600;

/** A file size as the upload widget shows it: '1.23 MB' from 1024000 bytes, else '400.00 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB_FROM_BYTES) return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
  return `${(bytes / 1024).toFixed(2)} KB`;
}

/** Whether a file is large enough for the size text's warning style. */
export function isLargeFile(bytes: number): boolean {
  return bytes >= LARGE_FILE_BYTES;
}
