import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, type Startup } from './app/App';
import { preloadFirstScreen } from './app/preloadFirstScreen';
import { appRoutes } from './app/routes';
import { checkIfLoggedIn } from './lib/auth/api/session';
import { readShellAnswers } from './lib/graphql/shellAnswers';
import { createQueryClient } from './lib/query/queryClient';
import './styles/global.css';
import './styles/boot.css';

const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);
// What the first screen waits on starts now, while React starts up and paints the boot screen;
// what the server already answered in the page is taken from there.
const answers = readShellAnswers();
const startup: Startup = {
  loginCheck: checkIfLoggedIn(answers),
  firstScreen: preloadFirstScreen(router.state.matches, queryClient, answers),
};
// A failed check means a visitor (AuthProvider); this keeps an early failure from being reported
// as unhandled before the provider has taken the promise.
startup.loginCheck.catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} startup={startup} />
  </StrictMode>,
);
