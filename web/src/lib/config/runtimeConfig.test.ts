import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, mergeRuntimeConfig } from './runtimeConfig';

describe('mergeRuntimeConfig', () => {
  it('takes the fields the API sends', () => {
    const merged = mergeRuntimeConfig({ termsUrl: 'https://example.com/terms', extra: 1 });
    expect(merged.termsUrl).toBe('https://example.com/terms');
    expect(merged.privacyUrl).toBe(DEFAULT_RUNTIME_CONFIG.privacyUrl);
    expect(merged).not.toHaveProperty('extra');
  });

  it('keeps defaults for missing, empty or mistyped fields', () => {
    expect(mergeRuntimeConfig({ aerialTilesUrl: '', privacyUrl: 3 })).toEqual(
      DEFAULT_RUNTIME_CONFIG,
    );
    expect(mergeRuntimeConfig(null)).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('turns Google sign-in on only for a non-empty client id', () => {
    expect(mergeRuntimeConfig({ googleClientId: 'abc.apps.googleusercontent.com' })).toMatchObject({
      googleClientId: 'abc.apps.googleusercontent.com',
    });
    expect(mergeRuntimeConfig({ googleClientId: null }).googleClientId).toBeNull();
    expect(mergeRuntimeConfig({ googleClientId: '' }).googleClientId).toBeNull();
    expect(mergeRuntimeConfig({}).googleClientId).toBeNull();
  });
});

describe('plan page links', () => {
  it('are off until the API names them', () => {
    const merged = mergeRuntimeConfig({});
    expect(merged.callBookingUrl).toBeNull();
    expect(merged.financingUrl).toBeNull();
    expect(merged.arAppUrl).toBeNull();
    expect(merged.configuratorAppUrl).toBeNull();
    expect(merged.configuratorEnabled).toBe(false);
  });

  it('take the urls the API sends and ignore empty ones', () => {
    const merged = mergeRuntimeConfig({
      callBookingUrl: 'https://calendly.example/homeplot/30min',
      financingUrl: '',
      arAppUrl: 'https://apps.example/ar-viewer',
      configuratorAppUrl: null,
      configuratorEnabled: true,
    });
    expect(merged.callBookingUrl).toBe('https://calendly.example/homeplot/30min');
    expect(merged.financingUrl).toBeNull();
    expect(merged.arAppUrl).toBe('https://apps.example/ar-viewer');
    expect(merged.configuratorAppUrl).toBeNull();
    expect(merged.configuratorEnabled).toBe(true);
  });

  it('keep the 3D view off unless enabled is exactly true', () => {
    expect(mergeRuntimeConfig({ configuratorEnabled: 'yes' }).configuratorEnabled).toBe(false);
  });
});
