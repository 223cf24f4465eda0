import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAN_VIEW } from '../../features/plan-page/api/planViewDocument';
// The documents the server runs for the page (vitest.config.ts lets the test read them).
import serverLoginCheck from '../../../../api/src/http/shell_answers/check_if_logged_in.graphql?raw';
import serverPlanView from '../../../../api/src/http/shell_answers/plan_view.graphql?raw';
import { CHECK_IF_LOGGED_IN } from '../auth/api/session';
import {
  TypedDocumentString,
  type PlanViewQuery,
  type PlanViewQueryVariables,
} from './gql/graphql';
import { digest, readShellAnswers, SHELL_ANSWERS_ID } from './shellAnswers';

/** A page as the server writes it, with `answers` in its data block (or that block's `text`). */
function pageWith(answers: unknown, text = JSON.stringify({ answers })) {
  const doc = document.implementation.createHTMLDocument('Homeplot');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = SHELL_ANSWERS_ID;
  block.textContent = text;
  doc.body.append(block);
  return doc;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('shell answers', () => {
  it('the server runs the very documents the app sends (else the app asks for them again)', () => {
    // On failure: copy the app's document, fragments included, into the server's file.
    expect(digest(serverPlanView)).toBe(digest(PLAN_VIEW.toString()));
    expect(digest(serverLoginCheck)).toBe(digest(CHECK_IF_LOGGED_IN.toString()));
  });

  it('digests as the server does', () => {
    // The figures of the server's test (shell_answers.rs).
    expect(digest('')).toBe('811c9dc5');
    expect(digest('a')).toBe('e40c292c');
    expect(digest('# a comment\n  query  Q {\n  x\n}\n')).toBe(digest('query Q { x }'));
    expect(digest('query Q { x }')).not.toBe(digest('query Q { y }'));
  });

  it('gives an answer once, for the same document and variables only', () => {
    const plan = { planView: { id: 'p1' } };
    const doc = pageWith([
      { digest: digest(PLAN_VIEW.toString()), variables: { id: 'p1' }, data: plan },
    ]);
    const answers = readShellAnswers(doc);

    expect(doc.getElementById(SHELL_ANSWERS_ID)).toBeNull();
    expect(answers.take(PLAN_VIEW, { id: 'p2' })).toBeUndefined();
    // Another text under the same name: what an app built from another commit would send.
    const other = new TypedDocumentString<PlanViewQuery, PlanViewQueryVariables>(
      'query PlanView($id: ID!) { planView(id: $id) { id } }',
    );
    expect(answers.take(other, { id: 'p1' })).toBeUndefined();
    expect(answers.take(PLAN_VIEW, { id: 'p1' })).toEqual(plan);
    expect(answers.take(PLAN_VIEW, { id: 'p1' })).toBeUndefined();
  });

  it('takes nothing from a page the browser brought back from its history, or a broken block', () => {
    const answer = { digest: digest(CHECK_IF_LOGGED_IN.toString()), variables: {}, data: {} };
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as PerformanceNavigationTiming,
    ]);
    expect(readShellAnswers(pageWith([answer])).take(CHECK_IF_LOGGED_IN, {})).toBeUndefined();
    vi.restoreAllMocks();

    const broken = pageWith([], '{"answers": [');
    expect(readShellAnswers(broken).take(CHECK_IF_LOGGED_IN, {})).toBeUndefined();
    expect(readShellAnswers(pageWith([answer])).take(CHECK_IF_LOGGED_IN, {})).toEqual({});
  });
});
