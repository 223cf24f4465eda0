import { beforeEach, describe, expect, it } from 'vitest';
import { flushAnswers, pendingAnswers, queueAnswer } from './answerQueue';

describe('answers kept on the device', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest unsent answer per question, across a reload', () => {
    queueAnswer('v1', { questionId: 'house.stories', value: 1, answeredAt: 1 });
    queueAnswer('v1', { questionId: 'house.siding', value: ['Wood'], answeredAt: 2 });
    queueAnswer('v1', { questionId: 'house.stories', value: 2, answeredAt: 3 });
    expect(pendingAnswers('v1')).toEqual([
      { questionId: 'house.siding', value: ['Wood'], answeredAt: 2 },
      { questionId: 'house.stories', value: 2, answeredAt: 3 },
    ]);
    expect(pendingAnswers('v2')).toEqual([]);
  });

  it('sends in order, stops when the connection drops and keeps the rest', async () => {
    queueAnswer('v1', { questionId: 'a', value: 'x', answeredAt: 1 });
    queueAnswer('v1', { questionId: 'b', value: 'y', answeredAt: 2 });
    const sent: string[] = [];
    const offline = await flushAnswers(
      'v1',
      (answer) => {
        if (answer.questionId === 'b') return Promise.reject(new TypeError('Failed to fetch'));
        sent.push(answer.questionId);
        return Promise.resolve();
      },
      () => false,
    );
    expect(offline).toEqual({ refused: [], offline: true });
    expect(sent).toEqual(['a']);
    expect(pendingAnswers('v1').map((a) => a.questionId)).toEqual(['b']);

    const online = await flushAnswers(
      'v1',
      () => Promise.resolve(),
      () => false,
    );
    expect(online.offline).toBe(false);
    expect(pendingAnswers('v1')).toEqual([]);
  });

  it('drops an answer the server refuses, with its message, and sends the others', async () => {
    queueAnswer('v1', { questionId: 'bad', value: 'Gothic', answeredAt: 1 });
    queueAnswer('v1', { questionId: 'good', value: 'Ranch', answeredAt: 2 });
    const refusal = new Error('Architectural style: choose one of the options.');
    const result = await flushAnswers(
      'v1',
      (answer) => (answer.questionId === 'bad' ? Promise.reject(refusal) : Promise.resolve()),
      (error) => error === refusal,
    );
    expect(result.refused.map((r) => r.answer.questionId)).toEqual(['bad']);
    expect(pendingAnswers('v1')).toEqual([]);
  });
});
