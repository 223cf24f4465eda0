import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { planViewQueryOptions } from '../features/plan-page/api/planViewQuery';
import { noShellAnswers, type ShellAnswers } from '../lib/graphql/shellAnswers';
import { createQueryClient } from '../lib/query/queryClient';
import { stubApi } from '../test/fakeApi';
import { preloadFirstScreen } from './preloadFirstScreen';
import { appRoutes } from './routes';

const planView = { planView: { id: 'p1', title: 'The Wren' } };

/** What the router matches at `path`. */
const matchesAt = (path: string) =>
  createMemoryRouter(appRoutes, { initialEntries: [path] }).state.matches;

/** The GraphQL operations sent, by name. */
function operationsOf(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.map(([, init]) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    return /(query|mutation) (\w+)/.exec(body)?.[2];
  });
}

describe('preloadFirstScreen', () => {
  it("asks for a shared plan page's plan and fetches its code before anything renders", async () => {
    const fetchMock = stubApi(() => Promise.resolve({ data: planView }));
    const queryClient = createQueryClient({ retry: false });

    const screens = preloadFirstScreen(matchesAt('/plan/p1/map-7'), queryClient, noShellAnswers);

    expect(operationsOf(fetchMock)).toEqual(['PlanView']);
    expect(await screens).toEqual([expect.objectContaining({ name: 'PlanPage' })]);
    // The back office's view of a plan is the same page, with the same question.
    await preloadFirstScreen(matchesAt('/admin/plan/view/p2'), queryClient, noShellAnswers);
    expect(operationsOf(fetchMock)).toEqual(['PlanView', 'PlanView']);
    // The page finds the plan in the cache, under the key it asks with.
    await expect
      .poll(() => queryClient.getQueryData(planViewQueryOptions('p1').queryKey))
      .toEqual(planView);
  });

  it('takes the plan from the page when the server answered it there, and asks for nothing', async () => {
    const fetchMock = stubApi(() => Promise.resolve({ data: null }));
    const queryClient = createQueryClient({ retry: false });
    const asked: unknown[] = [];
    const answers: ShellAnswers = {
      take: (operation, variables) => {
        asked.push([/query (\w+)/.exec(operation.toString())?.[1], variables]);
        return planView as never;
      },
    };

    await preloadFirstScreen(matchesAt('/plan/p1'), queryClient, answers);

    expect(asked).toEqual([['PlanView', { id: 'p1' }]]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(planViewQueryOptions('p1').queryKey)).toEqual(planView);
  });

  it('fetches the code of any other screen the app opens on, and asks for no plan', async () => {
    const fetchMock = stubApi(() => Promise.resolve({ data: null }));
    const queryClient = createQueryClient({ retry: false });

    expect(await preloadFirstScreen(matchesAt('/login'), queryClient, noShellAnswers)).toEqual([
      expect.objectContaining({ name: 'LoginScreen' }),
    ]);
    expect(
      await preloadFirstScreen(matchesAt('/admin/users'), queryClient, noShellAnswers),
    ).toEqual([expect.objectContaining({ name: 'UsersListScreen' })]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
