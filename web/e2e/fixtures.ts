import { test as base, expect } from '@playwright/test';
import { apiServer } from './server';

/** One Content-Security-Policy violation a page reported, in words for the failure message. */
export type CspViolation = string;

/** What the page-side listener hands the test (a `SecurityPolicyViolationEvent`'s fields). */
interface ViolationReport {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  disposition: string;
  page: string;
}

/** The name under which each page can hand its violations to the test. */
const BINDING = '__e2eReportCspViolation';

/**
 * Every spec imports `test` from here, not from '@playwright/test': the app is served with a
 * strict Content-Security-Policy, and a page that breaks it (a blocked script, style, worker,
 * image, request or frame) fails the test even when the test's own checks pass. Violations are
 * seen twice over: the `securitypolicyviolation` event each page fires, and the browser's
 * "Refused to … Content Security Policy" console error (which also covers workers). A test that
 * means to provoke one (to prove the policy holds) takes it off `cspViolations` itself.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  // Each worker's pages and requests go to that worker's own API (see playwright.config.ts).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(apiServer(testInfo.parallelIndex).baseURL);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding(BINDING, (_source, report: ViolationReport) => {
        violations.push(
          `${report.disposition} ${report.directive} blocked ${report.blocked || '(inline)'}` +
            ` at ${report.source || report.page}:${report.line}`,
        );
      });
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const bindings = window as unknown as Partial<
            Record<string, (r: ViolationReport) => void>
          >;
          bindings[binding]?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: event.sourceFile,
            line: event.lineNumber,
            disposition: event.disposition,
            page: event.documentURI,
          });
        });
      }, BINDING);
      context.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
          violations.push(`console: ${message.text()}`);
        }
      });

      await use(violations);

      expect(violations, 'the page broke its Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
