import type { Operation } from './operation';

/**
 * The answers the server wrote into the page it served (api/src/http/shell_answers.rs): the
 * login check, and on a plan page its plan, run as this request's session. Taking one saves the
 * first screen a round trip that could only start once this script had arrived and run.
 */
export interface ShellAnswers {
  /**
   * The data of `operation` with `variables`, if the page carries the answer to that very
   * document; each answer is given once (a later ask goes to the API).
   */
  take<TData, TVariables>(
    operation: Operation<TData, TVariables>,
    variables: TVariables,
  ): TData | undefined;
}

interface Answer {
  digest: string;
  variables: unknown;
  data: unknown;
}

/** The id of the data block index.html holds the answers in. */
export const SHELL_ANSWERS_ID = 'shell-answers';

/**
 * Reads (and removes) the page's answers. None when the page came from the browser's history
 * (Back, Forward, a restored tab): that copy may have been written for a session since ended.
 */
export function readShellAnswers(doc: Document = document): ShellAnswers {
  const block = doc.getElementById(SHELL_ANSWERS_ID);
  block?.remove();
  const answers = fromHistory() ? [] : parseAnswers(block?.textContent ?? '');
  return {
    take(operation, variables) {
      const wanted = digest(operation.toString());
      const vars = JSON.stringify(variables);
      const index = answers.findIndex(
        (answer) => answer.digest === wanted && JSON.stringify(answer.variables) === vars,
      );
      if (index < 0) return undefined;
      const [answer] = answers.splice(index, 1);
      return answer?.data as never;
    },
  };
}

/** No answers: what the app works with outside a served page (tests, a page without the block). */
export const noShellAnswers: ShellAnswers = { take: () => undefined };

function parseAnswers(text: string): Answer[] {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as { answers?: unknown };
    return Array.isArray(parsed.answers) ? (parsed.answers as Answer[]) : [];
  } catch {
    return [];
  }
}

function fromHistory(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  return (navigation as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
}

/**
 * FNV-1a (32-bit, hex) of a document's UTF-8 text with `#` comments dropped and each run of white
 * space read as one space: the server's `digest` (api/src/http/shell_answers.rs), so an answer is
 * taken only for the text it was run from.
 */
export function digest(document: string): string {
  const normal = document
    .split('\n')
    .map((line) => line.split('#')[0])
    .join(' ')
    .trim()
    .split(/\s+/)
    .join(' ');
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(normal)) {
    hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
