import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { BootScreen } from './BootScreen';

/** Markup without the whitespace a formatter puts between and inside tags. */
const compact = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+>/g, '>').trim();

describe('BootScreen', () => {
  it('is what index.html paints before the app runs, so React takes it over without a flash', () => {
    const painted = /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(indexHtml)?.[1] ?? '';

    expect(compact(painted)).toBe(renderToStaticMarkup(<BootScreen />));
  });
});
