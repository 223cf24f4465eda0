import { uploadImage } from '../../../components/upload';
import { NETWORK_ERROR } from '../../../components/upload/uploadImage';
import { gqlRequest, GraphQLRequestError } from '../../../lib/graphql/client';
import type { PendingAnswer } from '../sync/answerQueue';
import type { SyncTransport } from '../sync/syncEngine';
import type { WaitingUpload } from '../sync/uploadQueue';
import { SITE_VISIT_ANSWER } from './siteVisitsDocuments';
import { ConnectionLostError, uploadDocument } from './uploadDocument';

/**
 * How the offline sync engine (sync/syncEngine.ts) reaches the API: plain async calls, not hooks,
 * since the engine sends what waits on the device outside any render. The screen invalidates the
 * visit's keys once a sync has sent something (see useVisitSync).
 */

/** Sends one answer kept on the device; answers with the answer the server keeps. */
async function sendAnswer(visitId: string, answer: PendingAnswer) {
  const { siteVisitAnswer } = await gqlRequest(SITE_VISIT_ANSWER, {
    id: visitId,
    questionId: answer.questionId,
    value: answer.value,
    answeredAt: answer.answeredAt,
  });
  return siteVisitAnswer;
}

/** Sends a photo or document kept on the device; answers with what the answer keeps of it. */
async function sendUpload(upload: WaitingUpload): Promise<unknown> {
  if (upload.kind === 'file') {
    return uploadDocument(new File([upload.file], upload.name, { type: upload.file.type }));
  }
  const files = await uploadImage(upload.file, {
    name: upload.name,
    folder: 'site-visits',
    watermark: false,
  });
  return {
    original: files.original.url,
    // Sent from the device later, it keeps the name the file had when it was chosen.
    name: upload.name,
    size: files.original.size,
    type: files.original.type,
    compressed: files.compressed,
  };
}

/** A refusal of the answer itself (the API answered: a bad value), not a lost connection. */
function isRefusal(error: unknown): boolean {
  return error instanceof GraphQLRequestError;
}

/** An upload that failed for the connection, not for the file. */
function isConnectionLost(error: unknown): boolean {
  return (
    error instanceof ConnectionLostError ||
    (error instanceof Error && error.message === NETWORK_ERROR)
  );
}

/** The API, as the site visit's sync engine sends to it. */
export const siteVisitSyncTransport: SyncTransport = {
  sendAnswer,
  sendUpload,
  isRefusal,
  isConnectionLost,
};
