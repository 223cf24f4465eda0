import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { waitForApp } from './session';

test('the app is sent with its security headers', async ({ page }) => {
  const response = await page.goto('/plan/some-plan');
  expect(response).not.toBeNull();
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).not.toContain('unsafe-inline');
  await waitForApp(page);
});

test('the legal pages keep their stylesheet under the policy', async ({ page }) => {
  for (const [path, heading] of [
    ['/terms.html', 'Terms of use'],
    ['/privacy.html', 'Privacy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Their stylesheet (legal.css, from this server) applies: the page keeps its reading width.
    expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('720px');
  }
});

test('the policy refuses injected code, and the suite reports it', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await waitForApp(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  // Both detectors saw it: the page's event and the browser's console error.
  await expect
    .poll(() => cspViolations.filter((v) => v.includes('script-src')).length)
    .toBeGreaterThanOrEqual(2);
  expect(cspViolations.some((v) => v.startsWith('enforce script-src'))).toBe(true);
  expect(cspViolations.some((v) => v.startsWith('console: '))).toBe(true);
  // Provoked on purpose: not a failure of this test.
  cspViolations.length = 0;
});

test('another site cannot frame the app', async ({ page, baseURL, cspViolations }) => {
  await page.setContent(`<iframe title="framed" src="${baseURL}/"></iframe>`);
  await expect.poll(() => cspViolations.some((v) => v.includes('frame-ancestors'))).toBe(true);
  // The browser showed its error page in place of the app.
  await expect(page.frameLocator('iframe[title="framed"]').locator('#root')).toHaveCount(0);
  cspViolations.length = 0;
});

test('GraphiQL runs a query with nothing loaded from another origin', async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const response = await page.goto('/graphql');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  const editor = page.locator('.graphiql-query-editor .CodeMirror');
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('{ __typename');
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(page.locator('.graphiql-response')).toContainText('"__typename": "Query"');
  const foreign = requested.filter(
    (url) => !url.startsWith(`${baseURL}/`) && !url.startsWith('data:'),
  );
  expect(foreign).toEqual([]);
});

test('the API docs render under their policy', async ({ page }) => {
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page.getByRole('heading', { name: /Homeplot API/ })).toBeVisible();
  await expect(page.getByText('/upload/image').first()).toBeVisible();
});

test('every spec runs under the CSP check', async () => {
  const dir = import.meta.dirname;
  const specs = (await readdir(dir)).filter((name) => name.endsWith('.spec.ts'));
  expect(specs.length).toBeGreaterThan(1);
  for (const spec of specs) {
    const source = await readFile(join(dir, spec), 'utf8');
    expect(source, `${spec} takes test from ./fixtures`).toMatch(
      /import \{[^}]*\btest\b[^}]*\} from '\.\/fixtures';/,
    );
    expect(source, `${spec} does not take test from Playwright directly`).not.toMatch(
      /import \{[^}]*\btest\b[^}]*\} from '@playwright\/test';/,
    );
  }
});
