import { beforeEach, describe, expect, it } from 'vitest';
import { markSent, pendingAnswers, queueAnswer } from './answerQueue';

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

  it('forgets a sent answer, but not a newer one given to the same question meanwhile', () => {
    const sent = { questionId: 'house.stories', value: 1, answeredAt: 1 };
    queueAnswer('v1', sent);
    markSent('v1', sent);
    expect(pendingAnswers('v1')).toEqual([]);
    expect(localStorage.getItem('homeplot.siteVisit.pending.v1')).toBeNull();

    queueAnswer('v1', sent);
    queueAnswer('v1', { questionId: 'house.stories', value: 2, answeredAt: 2 });
    markSent('v1', sent);
    expect(pendingAnswers('v1')).toEqual([
      { questionId: 'house.stories', value: 2, answeredAt: 2 },
    ]);
  });
});
