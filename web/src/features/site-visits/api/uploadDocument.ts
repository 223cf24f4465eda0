/** A stored document, as `POST /api/upload/file` answers it. */
export interface StoredDocument {
  url: string;
  name: string;
  size: number;
  type: string;
}

/** The document could not be sent because the connection was lost (it may wait on the device). */
export class ConnectionLostError extends Error {}

/** Sends a document (a PDF, or a photo of one); rejects with the server's message. */
export async function uploadDocument(file: File): Promise<StoredDocument> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('folder', 'site-visits');
  let response: Response;
  try {
    response = await fetch('/api/upload/file', {
      method: 'POST',
      body: form,
      credentials: 'include',
    });
  } catch {
    throw new ConnectionLostError(
      `${file.name} was not sent: the connection was lost. Please try again.`,
    );
  }
  const body = (await response.json().catch(() => undefined)) as
    (StoredDocument & { message?: string }) | undefined;
  if (!response.ok || !body) {
    throw new Error(body?.message || `${file.name} was not stored (status ${response.status}).`);
  }
  return { url: body.url, name: body.name, size: body.size, type: body.type };
}
