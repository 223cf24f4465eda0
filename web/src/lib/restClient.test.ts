import { describe, expect, it, vi } from 'vitest';
import { postJsonForFile, RestError } from './restClient';

/** The API answering every request with `response`; answers the requests it was sent. */
function answer(response: Response) {
  const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('postJsonForFile', () => {
  it('sends the body as JSON with the session cookie and names the file as the API does', async () => {
    const sent = answer(
      new Response('%PDF-1.7', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="Site plan - The Wren.pdf"',
        },
      }),
    );
    const file = await postJsonForFile('/api/site-plan.pdf', { planId: 'p1' }, 'site-plan.pdf');
    expect(file.name).toBe('Site plan - The Wren.pdf');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
    const [url, init] = sent.mock.calls[0] ?? [];
    expect(url).toBe('/api/site-plan.pdf');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"planId":"p1"}' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('falls back to the given name when the API names none', async () => {
    answer(new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } }));
    const file = await postJsonForFile('/api/site-plan.svg', {}, 'site-plan.svg');
    expect(file.name).toBe('site-plan.svg');
  });

  it("fails with the API's message", async () => {
    answer(
      Response.json(
        { message: 'Place a plan on the lot first.', code: 'BAD_REQUEST' },
        { status: 400 },
      ),
    );
    const failure = postJsonForFile('/api/site-plan.pdf', {}, 'site-plan.pdf');
    await expect(failure).rejects.toThrow(RestError);
    await expect(failure).rejects.toMatchObject({
      message: 'Place a plan on the lot first.',
      status: 400,
      code: 'BAD_REQUEST',
    });
  });

  it('says the server could not be reached when nothing answered', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(postJsonForFile('/api/site-plan.pdf', {}, 'site-plan.pdf')).rejects.toThrow(
      'The server could not be reached. Please try again.',
    );
  });
});
