/**
 * Photos and documents waiting to be sent, kept on the device: a photo taken while the phone is
 * offline is stored here (in IndexedDB, which holds files where localStorage holds only text,
 * and survives a reload or a closed tab) and sent, then added to its question's answer, when the
 * connection returns (by the sync engine, syncEngine.ts).
 */

/** A photo or a document waiting to be sent. */
export interface WaitingUpload {
  /** Given by the device's store, in the order they were kept. */
  id: number;
  visitId: string;
  questionId: string;
  kind: 'photo' | 'file';
  name: string;
  file: Blob;
  /** When it was taken or chosen, epoch milliseconds. */
  addedAt: number;
}

const DATABASE = 'homeplot-site-visits';
const STORE = 'uploads';

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
      store.createIndex('visitId', 'visitId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opened = undefined;
      reject(request.error ?? new Error('The device storage could not be opened.'));
    };
  });
  return opened;
}

/** Runs `work` in one transaction on the uploads store, resolving once it is committed. */
async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('Device storage failed.'));
    transaction.onabort = () => reject(transaction.error ?? new Error('Device storage failed.'));
  });
}

/** Keeps `upload` on the device until it is sent. */
export async function keepUpload(
  upload: Omit<WaitingUpload, 'id' | 'addedAt'>,
): Promise<WaitingUpload> {
  const kept = { ...upload, addedAt: Date.now() };
  const id = await inStore('readwrite', (store) => store.add(kept));
  return { ...kept, id: id as number };
}

/** The uploads of `visitId` still waiting, in the order they were kept. */
export async function waitingUploads(visitId: string): Promise<WaitingUpload[]> {
  // An index lists equal keys in the order of their ids: the order they were kept.
  const found = await inStore('readonly', (store) =>
    store.index('visitId').getAll(IDBKeyRange.only(visitId)),
  );
  return found as WaitingUpload[];
}

/** Forgets an upload once it is sent (or the person removed it). */
export async function forgetUpload(id: number): Promise<void> {
  await inStore('readwrite', (store) => store.delete(id));
}
