import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadChunk } from './loadChunk';
import { RouteErrorScreen } from './RouteErrorScreen';

/** Renders `screen` on '/' with the app's route error screen behind it. */
function renderRoute(element: ReactNode) {
  // React reports the error it caught to the console; the test reads the screen instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorScreen />,
      element: <Suspense fallback={null}>{element}</Suspense>,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteErrorScreen', () => {
  it("says 'Loading chunk {name} failed.' with the reason, and offers a reload", async () => {
    const PlansScreen = lazy(() =>
      loadChunk('PlansScreen', () =>
        Promise.reject(
          new TypeError(
            'Failed to fetch dynamically imported module: http://localhost/assets/PlansScreen-1a2b.js',
          ),
        ),
      ),
    );
    renderRoute(<PlansScreen />);

    expect(
      await screen.findByRole('heading', { name: 'Loading chunk PlansScreen failed.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '(error: Failed to fetch dynamically imported module: http://localhost/assets/PlansScreen-1a2b.js)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it("says 'Oops, something went wrong' when a screen throws, and offers a reload", async () => {
    function Broken(): ReactNode {
      throw new Error('a bug');
    }
    renderRoute(<Broken />);

    expect(
      await screen.findByRole('heading', { name: 'Oops, something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Loading chunk/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
