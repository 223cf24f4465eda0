import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../test/fakeApi';
import { pendingAnswers, queueAnswer, type PendingAnswer } from './answerQueue';
import {
  backoffDelay,
  VisitSyncEngine,
  type StoredAnswer,
  type SyncEvent,
  type SyncOptions,
  type SyncTransport,
} from './syncEngine';
import { keepUpload, waitingUploads, type WaitingUpload } from './uploadQueue';

/** The API's refusal of an answer or a file (a bad value), as opposed to a lost connection. */
class Refusal extends Error {}

/** A stand-in API that takes everything, keeping each answer as sent. */
function transport(overrides: Partial<SyncTransport> = {}): SyncTransport {
  return {
    sendAnswer: (_, answer) =>
      Promise.resolve({ questionId: answer.questionId, answeredAt: answer.answeredAt }),
    sendUpload: (upload) => Promise.resolve(`/media/${upload.name}`),
    isRefusal: (error) => error instanceof Refusal,
    isConnectionLost: (error) => error instanceof TypeError,
    ...overrides,
  };
}

const lost = () => Promise.reject(new TypeError('Failed to fetch'));

/** A next try the engine scheduled, which the test runs when it likes. */
interface Retry {
  ms: number;
  run: () => void;
  cancelled: boolean;
}

/**
 * An engine for `visitId`, started, with its events recorded, its connection in the test's hands
 * (`online` at first) and its next tries kept in `retries` instead of timers.
 */
function setUp(
  visitId: string,
  sync: SyncTransport,
  { online: startOnline = true, ...options }: Partial<SyncOptions> & { online?: boolean } = {},
) {
  const events: SyncEvent[] = [];
  const retries: Retry[] = [];
  const connectivity = new EventTarget();
  let online = startOnline;
  const engine = new VisitSyncEngine({
    visitId,
    transport: sync,
    onEvent: (event) => events.push(event),
    isOnline: () => online,
    connectivity,
    schedule: (run, ms) => {
      const retry = { ms, run, cancelled: false };
      retries.push(retry);
      return () => {
        retry.cancelled = true;
      };
    },
    ...options,
  });
  stops.push(engine.start());
  return {
    engine,
    events,
    retries,
    /** What each event said, in order, as `state questionId-or-file`. */
    story: () =>
      events.map(({ state, item }) =>
        [state, item.kind === 'answer' ? item.answer.questionId : item.upload.name].join(' '),
      ),
    /** The device's connection as `navigator.onLine` says it, without the event. */
    setOnline: (now: boolean) => {
      online = now;
    },
    /** The connection coming or going, with its event. */
    goOnline: (now: boolean) => {
      online = now;
      connectivity.dispatchEvent(new Event(now ? 'online' : 'offline'));
    },
    answerStates: () => engine.getSnapshot().answers.map((a) => a.state),
  };
}

const stops: (() => void)[] = [];

beforeEach(() => localStorage.clear());
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('the site visit sync engine', () => {
  it('queued: an answer given offline waits on the device, across a reload', async () => {
    const sendAnswer = vi.fn(transport().sendAnswer);
    const { engine, story, answerStates } = setUp('queued', transport({ sendAnswer }), {
      online: false,
    });
    engine.answer('house.stories', 2);
    expect(story()).toEqual(['queued house.stories']);
    expect(answerStates()).toEqual(['queued']);
    expect(engine.getSnapshot().online).toBe(false);
    expect(sendAnswer).not.toHaveBeenCalled();

    // A reload: a new engine finds the answer where the last one left it.
    const reloaded = setUp('queued', transport({ sendAnswer }), { online: false });
    expect(reloaded.engine.getSnapshot().answers.map((a) => a.item)).toMatchObject([
      { questionId: 'house.stories', value: 2 },
    ]);
    await Promise.resolve();
    expect(sendAnswer).not.toHaveBeenCalled();
  });

  it('sending → sent: an answer given online goes at once and leaves the device', async () => {
    const answered = deferred<StoredAnswer>();
    const sendAnswer = vi.fn(() => answered.promise);
    const onDelivered = vi.fn();
    const { engine, story, answerStates } = setUp('sent', transport({ sendAnswer }), {
      onDelivered,
    });
    engine.answer('house.stories', 2);
    await vi.waitFor(() => expect(answerStates()).toEqual(['sending']));
    expect(sendAnswer).toHaveBeenCalledWith(
      'sent',
      expect.objectContaining({ questionId: 'house.stories', value: 2 }),
    );

    // The server keeps it: the answer it keeps is the one sent.
    const given = pendingAnswers('sent')[0]?.answeredAt ?? 0;
    answered.resolve({ questionId: 'house.stories', answeredAt: given });
    await vi.waitFor(() => expect(engine.getSnapshot().answers).toEqual([]));
    expect(story()).toEqual([
      'queued house.stories',
      'sending house.stories',
      'sent house.stories',
    ]);
    expect(pendingAnswers('sent')).toEqual([]);
    expect(onDelivered).toHaveBeenCalledWith(expect.objectContaining({ delivered: 1 }));
  });

  it('failed and retried: a lost connection keeps the answer and the rest, and tries again with backoff', async () => {
    queueAnswer('failed', { questionId: 'a', value: 'x', answeredAt: 1 });
    queueAnswer('failed', { questionId: 'b', value: 'y', answeredAt: 2 });
    let connected = false;
    const sent: string[] = [];
    const sendAnswer = vi.fn((_: string, answer: PendingAnswer) => {
      if (answer.questionId === 'b' && !connected) return lost();
      sent.push(answer.questionId);
      return Promise.resolve({ questionId: answer.questionId, answeredAt: answer.answeredAt });
    });
    const { engine, events, retries, setOnline, answerStates } = setUp(
      'failed',
      transport({ sendAnswer }),
      { online: false, now: () => 1_000 },
    );
    setOnline(true);

    // Sends a, loses the connection at b and keeps it, to try again in 2 s.
    expect(await engine.sync()).toMatchObject({ offline: true, delivered: 1 });
    expect(sent).toEqual(['a']);
    expect(pendingAnswers('failed').map((a) => a.questionId)).toEqual(['b']);
    expect(answerStates()).toEqual(['failed']);
    expect(engine.getSnapshot().retry).toEqual({ attempt: 1, at: 3_000 });
    expect(retries.map((r) => r.ms)).toEqual([2_000]);

    // The next try fails too: the wait doubles.
    retries[0]?.run();
    expect((await engine.sync()).offline).toBe(true);
    expect(retries.map((r) => r.ms)).toEqual([2_000, 4_000]);

    // The one after goes through.
    connected = true;
    retries[1]?.run();
    expect((await engine.sync()).offline).toBe(false);
    expect(sent).toEqual(['a', 'b']);
    const failures = events.flatMap((e) => (e.state === 'failed' ? [e] : []));
    expect(failures.map((f) => [f.attempt, f.retryIn])).toEqual([
      [1, 2_000],
      [2, 4_000],
    ]);
    expect(engine.getSnapshot()).toMatchObject({ answers: [], retry: undefined });
    expect(retries.length).toBe(2);
  });

  it('failed while offline: waits for the connection, then tries again at once', async () => {
    let connected = false;
    const sendAnswer = vi.fn((_: string, answer: PendingAnswer) =>
      connected
        ? Promise.resolve({ questionId: answer.questionId, answeredAt: answer.answeredAt })
        : lost(),
    );
    const { engine, events, retries, goOnline, answerStates } = setUp(
      'offline',
      transport({ sendAnswer }),
      { online: false },
    );
    engine.answer('house.stories', 2);
    expect((await engine.sync()).offline).toBe(true);
    expect(answerStates()).toEqual(['failed']);
    expect(events.at(-1)).toMatchObject({ state: 'failed', retryIn: undefined });
    expect(engine.getSnapshot()).toMatchObject({ online: false, retry: { attempt: 1 } });
    expect(retries).toEqual([]);

    connected = true;
    goOnline(true);
    await vi.waitFor(() => expect(engine.getSnapshot().answers).toEqual([]));
    expect(events.at(-1)).toMatchObject({ state: 'sent' });
    expect(engine.getSnapshot()).toMatchObject({ online: true, retry: undefined });
  });

  it('conflict: the server kept a newer answer, and the device forgets its older one', async () => {
    queueAnswer('conflict', { questionId: 'house.stories', value: 1, answeredAt: 1_000 });
    const sendAnswer = vi.fn(() =>
      Promise.resolve({ questionId: 'house.stories', answeredAt: 2_000 }),
    );
    const { engine, events } = setUp('conflict', transport({ sendAnswer }));
    await vi.waitFor(() => expect(events.at(-1)?.state).toBe('conflict'));
    expect(events.at(-1)).toMatchObject({ stored: { answeredAt: 2_000 } });
    expect(engine.getSnapshot().answers).toEqual([]);
    expect(pendingAnswers('conflict')).toEqual([]);
  });

  it('refused: an answer the server refuses is dropped with its message, and the others are sent', async () => {
    queueAnswer('refused', { questionId: 'bad', value: 'Gothic', answeredAt: 1 });
    queueAnswer('refused', { questionId: 'good', value: 'Ranch', answeredAt: 2 });
    const refusal = new Refusal('Architectural style: choose one of the options.');
    const sendAnswer = vi.fn((_: string, answer: PendingAnswer) =>
      answer.questionId === 'bad'
        ? Promise.reject(refusal)
        : Promise.resolve({ questionId: 'good', answeredAt: 2 }),
    );
    const { engine, story } = setUp('refused', transport({ sendAnswer }), { online: false });
    const result = await engine.sync();
    expect(result.refused.map(({ item, error }) => [item.kind, error])).toEqual([
      ['answer', refusal],
    ]);
    expect(story()).toEqual(['sending bad', 'refused bad', 'sending good', 'sent good']);
    expect(pendingAnswers('refused')).toEqual([]);
  });

  it('sends one sync at a time: asked again while sending, it sends once more after', async () => {
    const first = deferred<StoredAnswer>();
    let sending = 0;
    let most = 0;
    const sendAnswer = vi.fn(async (_: string, answer: PendingAnswer) => {
      sending += 1;
      most = Math.max(most, sending);
      if (answer.questionId === 'a') await first.promise;
      sending -= 1;
      return { questionId: answer.questionId, answeredAt: answer.answeredAt };
    });
    const { engine } = setUp('serial', transport({ sendAnswer }));
    engine.answer('a', 1);
    engine.answer('b', 2);
    const both = engine.sync();
    first.resolve({ questionId: 'a', answeredAt: 0 });
    expect(await both).toMatchObject({ offline: false, delivered: 2 });
    expect(sendAnswer.mock.calls.map(([, answer]) => answer.questionId)).toEqual(['a', 'b']);
    expect(most).toBe(1);
  });
});

describe('photos and documents kept on the device', () => {
  const photo = (name: string, visitId: string) => ({
    visitId,
    questionId: 'house.backyard_photo',
    kind: 'photo' as const,
    name,
    file: new Blob(['jpeg bytes'], { type: 'image/jpeg' }),
  });

  it('are sent in order after the answers, stop at a lost connection and keep the rest', async () => {
    await keepUpload(photo('a.jpg', 'uploads'));
    await keepUpload(photo('b.jpg', 'uploads'));
    let connected = true;
    const sendUpload = vi.fn((upload: WaitingUpload) =>
      upload.name === 'b.jpg' && !connected ? lost() : Promise.resolve(`/media/${upload.name}`),
    );
    connected = false;
    const { engine, events } = setUp('uploads', transport({ sendUpload }), { online: false });
    expect((await engine.sync()).offline).toBe(true);
    const stored = events.flatMap((e) => (e.state === 'sent' ? [e.stored] : []));
    expect(stored).toEqual(['/media/a.jpg']);
    expect((await waitingUploads('uploads')).map((u) => u.name)).toEqual(['b.jpg']);
    expect(engine.getSnapshot().uploads.map((u) => [u.item.name, u.state])).toEqual([
      ['b.jpg', 'failed'],
    ]);

    connected = true;
    expect((await engine.sync()).offline).toBe(false);
    expect(events.flatMap((e) => (e.state === 'sent' ? [e.stored] : []))).toEqual([
      '/media/a.jpg',
      '/media/b.jpg',
    ]);
    expect(await waitingUploads('uploads')).toEqual([]);
  });

  it('drops one the server refuses, so it never blocks the others', async () => {
    await keepUpload(photo('bad.jpg', 'refuse'));
    await keepUpload(photo('good.jpg', 'refuse'));
    const refusal = new Error('Only JPEG, PNG, WebP or GIF images can be uploaded.');
    const sendUpload = vi.fn((upload: WaitingUpload) =>
      upload.name === 'bad.jpg' ? Promise.reject(refusal) : Promise.resolve('/media/good.jpg'),
    );
    const { engine, story } = setUp('refuse', transport({ sendUpload }), { online: false });
    const result = await engine.sync();
    expect(result.refused.map((r) => r.error)).toEqual([refusal]);
    expect(story()).toEqual([
      'sending bad.jpg',
      'refused bad.jpg',
      'sending good.jpg',
      'sent good.jpg',
    ]);
    expect(await waitingUploads('refuse')).toEqual([]);
  });

  it('keeps one that could not be sent, and tries it again after the backoff', async () => {
    const sendUpload = vi.fn((upload: WaitingUpload) => Promise.resolve(`/media/${upload.name}`));
    const { engine, story, retries } = setUp('keep', transport({ sendUpload }));
    const file = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    await engine.keep({ questionId: 'house.backyard_photo', kind: 'photo', name: 'c.jpg', file });
    expect(engine.getSnapshot().uploads.map((u) => u.state)).toEqual(['queued']);
    expect(retries.map((r) => r.ms)).toEqual([2_000]);
    retries[0]?.run();
    expect((await engine.sync()).offline).toBe(false);
    expect(engine.getSnapshot().uploads).toEqual([]);
    expect(story()).toEqual(['queued c.jpg', 'sending c.jpg', 'sent c.jpg']);
  });
});

describe('the backoff', () => {
  it('doubles from 2 s up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((attempt) => backoffDelay(attempt))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});
