import { describe, expect, it } from 'vitest';
import { attachmentName } from './attachmentName';

describe('attachmentName', () => {
  it('reads a quoted file name', () => {
    expect(attachmentName('attachment; filename="Site plan - 1100 Congress Ave.pdf"')).toBe(
      'Site plan - 1100 Congress Ave.pdf',
    );
  });

  it('reads a bare file name and one with escaped quotes', () => {
    expect(attachmentName('attachment; filename=site-plan.svg')).toBe('site-plan.svg');
    expect(attachmentName('attachment; filename="The \\"Wren\\".pdf"')).toBe('The "Wren".pdf');
  });

  it('prefers the UTF-8 name to the plain one', () => {
    expect(
      attachmentName(`attachment; filename="Cafe.pdf"; filename*=UTF-8''Caf%C3%A9%20plan.pdf`),
    ).toBe('Café plan.pdf');
  });

  it('falls back to the plain name when the UTF-8 one cannot be read', () => {
    expect(attachmentName(`attachment; filename*=UTF-8''%E0%A4%A; filename="plan.pdf"`)).toBe(
      'plan.pdf',
    );
  });

  it('keeps only the last path segment', () => {
    expect(attachmentName('attachment; filename="../../etc/plan.pdf"')).toBe('plan.pdf');
  });

  it('names nothing without a header or a file name', () => {
    expect(attachmentName(null)).toBeUndefined();
    expect(attachmentName('attachment')).toBeUndefined();
    expect(attachmentName('attachment; filename=""')).toBeUndefined();
  });
});
