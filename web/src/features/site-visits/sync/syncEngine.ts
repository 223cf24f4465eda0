import type { SiteVisitAnswerMutation } from '../../../lib/graphql/gql/graphql';
import { markSent, pendingAnswers, queueAnswer, type PendingAnswer } from './answerQueue';
import { forgetUpload, keepUpload, waitingUploads, type WaitingUpload } from './uploadQueue';

/**
 * The site visit's offline sync: what a phone walking a property answers and photographs waits on
 * the device (answers in localStorage, photos and documents in IndexedDB: see answerQueue.ts and
 * uploadQueue.ts), and is sent in the order it was given, one item at a time. Each item goes
 *
 *   queued → sending → sent
 *
 * or, on the way:
 * - failed: the connection was lost. It stays on the device with everything after it, and is
 *   tried again with backoff (2 s, 4 s, 8 s … a minute) while the device is online, and at once
 *   when it comes back online.
 * - conflict: the server already had a newer answer to the question (given later on another
 *   device; the newer `answeredAt` wins). The server keeps its answer and the device forgets its
 *   own, as a sent one.
 * - refused: the server refused the item itself (a bad value, a file it does not take). It is
 *   dropped with its message, so that one bad item never blocks the others.
 *
 * Plain TypeScript: the screen reads it through useVisitSync, the tests drive it directly.
 */

/**
 * The server's answer to a sent answer: the answer it keeps, given at `answeredAt` (later than the
 * one sent when that one lost: a conflict).
 */
export type StoredAnswer = Pick<
  SiteVisitAnswerMutation['siteVisitAnswer'],
  'questionId' | 'answeredAt'
>;

/** How the engine reaches the API (api/syncTransport.ts in the app, stand-ins in tests). */
export interface SyncTransport {
  sendAnswer: (visitId: string, answer: PendingAnswer) => Promise<StoredAnswer>;
  /** Sends a photo or document; answers with what its question's answer keeps of it. */
  sendUpload: (upload: WaitingUpload) => Promise<unknown>;
  /** Whether sending an answer failed because the server refused it (else: the connection). */
  isRefusal: (error: unknown) => boolean;
  /** Whether sending an upload failed for the connection (else: the server refused the file). */
  isConnectionLost: (error: unknown) => boolean;
}

/** One thing waiting on the device. */
export type SyncItem =
  { kind: 'answer'; answer: PendingAnswer } | { kind: 'upload'; upload: WaitingUpload };

/** What became of an item, as it happens. */
export type SyncEvent =
  | { state: 'queued'; item: SyncItem }
  | { state: 'sending'; item: SyncItem }
  /** `stored`: the server's answer, or what an upload's answer keeps of the file. */
  | { state: 'sent'; item: SyncItem; stored: unknown }
  | { state: 'conflict'; item: SyncItem; stored: StoredAnswer }
  | { state: 'refused'; item: SyncItem; error: unknown }
  /** `retryIn`: milliseconds to the next try; undefined while offline (the next try is online). */
  | { state: 'failed'; item: SyncItem; error: unknown; attempt: number; retryIn?: number };

/** Where an item still on the device is. */
export type WaitingState = 'queued' | 'sending' | 'failed';

export interface Waiting<T> {
  item: T;
  state: WaitingState;
}

/** What is on the device now, for the screen. */
export interface SyncSnapshot {
  answers: readonly Waiting<PendingAnswer>[];
  uploads: readonly Waiting<WaitingUpload>[];
  online: boolean;
  /** After a lost connection: failures in a row, and when the next try is (none while offline). */
  retry: { attempt: number; at?: number } | undefined;
}

/** What one sync came to. */
export interface SyncResult {
  /** The connection was lost: what is left waits for the next try. */
  offline: boolean;
  /** The items the server refused and the device dropped, each with its error. */
  refused: { item: SyncItem; error: unknown }[];
  /** How many items reached the server (sent, or in conflict with a newer answer). */
  delivered: number;
}

export interface SyncOptions {
  visitId: string;
  transport: SyncTransport;
  onEvent?: (event: SyncEvent) => void;
  /** After each pass that delivered anything (the screen refreshes what it shows of the visit). */
  onDelivered?: (result: SyncResult) => void;
  /** Where answers wait (localStorage). */
  storage?: Storage;
  isOnline?: () => boolean;
  /** What says 'online' and 'offline' (the window). */
  connectivity?: EventTarget;
  /** The first wait after a lost connection, doubled at each failure up to `max` (ms). */
  backoff?: { first: number; max: number };
  /** Runs `task` in `ms` (setTimeout); returns what cancels it. */
  schedule?: (task: () => void, ms: number) => () => void;
  now?: () => number;
}

const DEFAULT_BACKOFF = { first: 2_000, max: 60_000 };

function schedule(task: () => void, ms: number): () => void {
  const timer = setTimeout(task, ms);
  return () => clearTimeout(timer);
}

/** The wait before try number `attempt + 1`, after `attempt` failures in a row. */
export function backoffDelay(attempt: number, { first, max } = DEFAULT_BACKOFF): number {
  return Math.min(max, first * 2 ** Math.max(0, attempt - 1));
}

const itemKey = (item: SyncItem) =>
  item.kind === 'answer'
    ? `answer:${item.answer.questionId}:${String(item.answer.answeredAt)}`
    : `upload:${String(item.upload.id)}`;

export class VisitSyncEngine {
  private readonly visitId: string;
  private readonly transport: SyncTransport;
  private readonly storage: Storage;
  private readonly isOnline: () => boolean;
  private readonly now: () => number;
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: SyncEvent) => void>();
  /** The items sending or failed; every other one on the device is queued. */
  private readonly states = new Map<string, WaitingState>();
  private uploads: WaitingUpload[] = [];
  private online: boolean;
  private attempt = 0;
  private retryAt: number | undefined;
  /** Cancels the next try, while one is scheduled. */
  private cancelRetry: (() => void) | undefined;
  private pass: Promise<SyncResult> | undefined;
  private requested = false;
  private snapshot: SyncSnapshot;

  constructor(private readonly options: SyncOptions) {
    this.visitId = options.visitId;
    this.transport = options.transport;
    this.storage = options.storage ?? localStorage;
    this.isOnline = options.isOnline ?? (() => navigator.onLine);
    this.now = options.now ?? Date.now;
    this.online = this.isOnline();
    this.snapshot = this.read();
  }

  /** Listens for the connection and sends what an earlier visit of the page left; returns stop. */
  start(): () => void {
    const target = this.options.connectivity ?? window;
    target.addEventListener('online', this.wentOnline);
    target.addEventListener('offline', this.wentOffline);
    // What an earlier visit of the page left waiting goes first, once online.
    void this.refreshUploads().then(() => {
      const waiting = this.snapshot.answers.length > 0 || this.uploads.length > 0;
      if (waiting && this.isOnline()) void this.sync();
    });
    return () => {
      target.removeEventListener('online', this.wentOnline);
      target.removeEventListener('offline', this.wentOffline);
      this.cancelNextTry();
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SyncSnapshot => this.snapshot;

  /** Calls `listener` with each event from now on; returns what stops it. */
  listen(listener: (event: SyncEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Keeps the answer to `questionId` (replacing an unsent older one) and sends it when online. */
  answer(questionId: string, value: unknown): void {
    const queued = queueAnswer(this.visitId, { questionId, value }, this.storage);
    const answer = queued.at(-1);
    if (answer) this.emit({ state: 'queued', item: { kind: 'answer', answer } });
    this.publish();
    if (this.isOnline()) void this.sync();
  }

  /**
   * Keeps a photo or document that could not be sent on the device (rejects when the device
   * cannot store it). It goes with the next try: on the connection's return, or with backoff.
   */
  async keep(upload: Omit<WaitingUpload, 'id' | 'addedAt' | 'visitId'>): Promise<void> {
    const kept = await keepUpload({ ...upload, visitId: this.visitId });
    this.uploads = [...this.uploads, kept];
    this.emit({ state: 'queued', item: { kind: 'upload', upload: kept } });
    this.publish();
    if (this.cancelRetry === undefined && this.isOnline()) this.retryLater();
  }

  /**
   * Sends everything waiting, answers first, then photos and documents. One sync runs at a time:
   * asked while one runs, it runs once more after it, and both callers get the whole result.
   */
  sync(): Promise<SyncResult> {
    this.requested = true;
    this.pass ??= this.runPasses();
    return this.pass;
  }

  private async runPasses(): Promise<SyncResult> {
    const total: SyncResult = { offline: false, refused: [], delivered: 0 };
    // Yield once, so that `pass` is set before it can be cleared.
    await Promise.resolve();
    try {
      while (this.requested && !total.offline) {
        this.requested = false;
        const result = await this.runPass();
        total.offline = result.offline;
        total.refused.push(...result.refused);
        total.delivered += result.delivered;
        if (result.delivered > 0) this.options.onDelivered?.(result);
      }
    } finally {
      this.pass = undefined;
    }
    return total;
  }

  private async runPass(): Promise<SyncResult> {
    this.cancelNextTry();
    const result: SyncResult = { offline: false, refused: [], delivered: 0 };
    const answers = pendingAnswers(this.visitId, this.storage).map((answer): SyncItem => ({
      kind: 'answer',
      answer,
    }));
    const sentAll =
      (await this.drain(answers, result)) &&
      (await this.drain(
        (await this.refreshUploads()).map((upload): SyncItem => ({ kind: 'upload', upload })),
        result,
      ));
    result.offline = !sentAll;
    if (sentAll) {
      this.attempt = 0;
      this.retryAt = undefined;
      this.publish();
    }
    return result;
  }

  /** Sends `items` in order; false when the connection was lost (the rest wait). */
  private async drain(items: SyncItem[], result: SyncResult): Promise<boolean> {
    for (const item of items) {
      this.setState(item, 'sending');
      this.emit({ state: 'sending', item });
      try {
        await this.deliver(item);
        result.delivered += 1;
      } catch (error) {
        if (this.isLost(item, error)) {
          this.fail(item, error);
          return false;
        }
        result.refused.push({ item, error });
        this.emit({ state: 'refused', item, error });
      }
      await this.forget(item);
    }
    return true;
  }

  /** Sends one item; its event says whether the server took it or kept a newer answer. */
  private async deliver(item: SyncItem): Promise<void> {
    if (item.kind === 'upload') {
      const stored = await this.transport.sendUpload(item.upload);
      this.emit({ state: 'sent', item, stored });
      return;
    }
    const stored = await this.transport.sendAnswer(this.visitId, item.answer);
    const newer = stored.answeredAt > item.answer.answeredAt;
    this.emit(newer ? { state: 'conflict', item, stored } : { state: 'sent', item, stored });
  }

  private isLost(item: SyncItem, error: unknown): boolean {
    return item.kind === 'answer'
      ? !this.transport.isRefusal(error)
      : this.transport.isConnectionLost(error);
  }

  /** Takes a delivered (or refused) item off the device. */
  private async forget(item: SyncItem): Promise<void> {
    this.states.delete(itemKey(item));
    if (item.kind === 'answer') {
      markSent(this.visitId, item.answer, this.storage);
    } else {
      await forgetUpload(item.upload.id).catch(() => undefined);
      this.uploads = this.uploads.filter((upload) => upload.id !== item.upload.id);
    }
    this.publish();
  }

  private fail(item: SyncItem, error: unknown): void {
    this.attempt += 1;
    this.setState(item, 'failed');
    const retryIn = this.isOnline() ? this.retryLater() : undefined;
    if (retryIn === undefined) this.retryAt = undefined;
    this.publish();
    this.emit({ state: 'failed', item, error, attempt: this.attempt, retryIn });
  }

  /** Tries again after the backoff of the failures so far; returns the wait. */
  private retryLater(): number {
    this.cancelNextTry();
    const wait = backoffDelay(Math.max(1, this.attempt), this.options.backoff);
    this.retryAt = this.now() + wait;
    this.cancelRetry = (this.options.schedule ?? schedule)(() => {
      this.cancelRetry = undefined;
      void this.sync();
    }, wait);
    return wait;
  }

  private cancelNextTry(): void {
    this.cancelRetry?.();
    this.cancelRetry = undefined;
  }

  private readonly wentOnline = () => {
    this.online = true;
    this.attempt = 0;
    this.retryAt = undefined;
    this.publish();
    void this.sync();
  };

  private readonly wentOffline = () => {
    this.online = false;
    this.cancelNextTry();
    this.retryAt = undefined;
    this.publish();
  };

  /** The photos and documents waiting, as the device's store has them (none if it has no store). */
  private async refreshUploads(): Promise<WaitingUpload[]> {
    this.uploads = await waitingUploads(this.visitId).catch(() => []);
    this.publish();
    return this.uploads;
  }

  private setState(item: SyncItem, state: WaitingState): void {
    this.states.set(itemKey(item), state);
    this.publish();
  }

  private emit(event: SyncEvent): void {
    this.options.onEvent?.(event);
    for (const listener of this.eventListeners) listener(event);
  }

  private read(): SyncSnapshot {
    const stateOf = (item: SyncItem) => this.states.get(itemKey(item)) ?? 'queued';
    return {
      answers: pendingAnswers(this.visitId, this.storage).map((answer) => ({
        item: answer,
        state: stateOf({ kind: 'answer', answer }),
      })),
      uploads: this.uploads.map((upload) => ({
        item: upload,
        state: stateOf({ kind: 'upload', upload }),
      })),
      online: this.online,
      retry: this.attempt > 0 ? { attempt: this.attempt, at: this.retryAt } : undefined,
    };
  }

  private publish(): void {
    this.snapshot = this.read();
    for (const listener of this.listeners) listener();
  }
}
