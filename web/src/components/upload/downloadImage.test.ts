import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadImage, extensionFor } from './downloadImage';

describe('downloading an image', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the file after its content type (SPEC §7.3)', () => {
    expect(extensionFor('image/jpeg')).toBe('jpg');
    expect(extensionFor('image/svg+xml; charset=utf-8')).toBe('svg');
    expect(extensionFor('image/webp')).toBe('webp');
    expect(extensionFor('image/tiff')).toBe('tiff');
    expect(extensionFor('application/octet-stream')).toBe('jpg');
    expect(extensionFor(null)).toBe('jpg');
  });

  it("rejects with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json(
            { status: 'error', message: 'That address is not allowed.' },
            { status: 400 },
          ),
        ),
      ),
    );
    await expect(downloadImage('http://10.0.0.1/a.png', 'photo')).rejects.toThrow(
      'That address is not allowed.',
    );
  });

  it('answers a file with the right name and type', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response('PNG!', { headers: { 'Content-Type': 'image/png' } })),
      ),
    );
    const file = await downloadImage('https://renders.example/a.png', 'front');
    expect([file.name, file.type, file.size]).toEqual(['front.png', 'image/png', 4]);
  });
});
