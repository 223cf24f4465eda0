import { describe, expect, it } from 'vitest';
import {
  defaultScale,
  generateBlocker,
  generationRequest,
  settingsEntries,
  type StudioChoices,
} from './generationRequest';

const kontext = {
  key: 'kontext',
  label: 'Flux kontext',
  available: true,
  styles: [],
  settings: { output_format: 'jpg' },
};
const kitchen = {
  key: 'kitchen',
  label: 'Kitchen',
  available: true,
  styles: [{ key: 'none' }, { key: 'modern' }],
  settings: { steps: 28, output_quality: 100 },
};
const upscaler = { key: 'upscaler', styles: [], settings: { scale: 2 } };

const choices = (extra: Partial<StudioChoices>): StudioChoices => ({
  model: kontext,
  images: ['/media/a.jpg', '/media/b.jpg'],
  style: '',
  prompt: '  Make it a sunny day  ',
  scale: 2,
  ...extra,
});

describe('generateBlocker', () => {
  it('holds Generate back until a source image is chosen', () => {
    expect(generateBlocker({ model: kontext, images: [], style: '' })).toBe(
      'Choose a source image first.',
    );
    expect(generateBlocker({ model: kontext, images: ['/media/a.jpg'], style: '' })).toBe(
      undefined,
    );
  });

  it('holds Generate back until a model with styles has one chosen', () => {
    expect(generateBlocker({ model: kitchen, images: ['/media/a.jpg'], style: '' })).toBe(
      'Choose a style first.',
    );
    expect(generateBlocker({ model: kitchen, images: ['/media/a.jpg'], style: 'modern' })).toBe(
      undefined,
    );
  });

  it('holds Generate back for a model that does not run here, saying so first', () => {
    expect(
      generateBlocker({ model: { ...kontext, available: false }, images: [], style: '' }),
    ).toBe('Flux kontext is not available here: choose another model.');
  });
});

describe('generationRequest', () => {
  it('sends the upscale variant: no prompt, the upscaler, the first image and {scale}', () => {
    expect(generationRequest(choices({ model: upscaler, scale: 4 }))).toEqual({
      prompt: '',
      model: 'upscaler',
      image: '/media/a.jpg',
      images: ['/media/a.jpg', '/media/b.jpg'],
      input: { scale: 4 },
    });
  });

  it("sends another model's prompt, style, settings, first image and every image", () => {
    expect(generationRequest(choices({ model: kitchen, style: 'modern' }))).toEqual({
      prompt: 'Make it a sunny day',
      style: 'modern',
      model: 'kitchen',
      input: { steps: 28, output_quality: 100 },
      image: '/media/a.jpg',
      images: ['/media/a.jpg', '/media/b.jpg'],
    });
    expect(generationRequest(choices({ style: 'modern' })).style).toBeNull();
  });
});

describe('the upscaler', () => {
  it('starts from the factor its settings name, 2× unless they say 4', () => {
    expect(defaultScale({ scale: 4 })).toBe(4);
    expect(defaultScale({ scale: 2 })).toBe(2);
    expect(defaultScale({ scale: 3 })).toBe(2);
    expect(defaultScale(null)).toBe(2);
  });
});

describe('settingsEntries', () => {
  it("lists a model's settings as key and value, the upscaler's factor left to its choice", () => {
    expect(
      settingsEntries('kitchen', { steps: 28, control_type: 'depth', lora_strength: 1 }),
    ).toEqual([
      ['steps', '28'],
      ['control_type', 'depth'],
      ['lora_strength', '1'],
    ]);
    expect(settingsEntries('upscaler', { scale: 2 })).toEqual([]);
    expect(settingsEntries('kontext', 'not an object')).toEqual([]);
  });
});
