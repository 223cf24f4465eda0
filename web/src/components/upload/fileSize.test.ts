import { describe, expect, it } from 'vitest';
import { formatFileSize, isLargeFile } from './fileSize';

describe('formatFileSize', () => {
  it('reads in KB with two decimals below 1024000 bytes', () => {
    expect(formatFileSize(0)).toBe('0.00 KB');
    expect(formatFileSize(409600)).toBe('400.00 KB');
    expect(formatFileSize(1023999)).toBe('1000.00 KB');
  });

  it('reads in MB with two decimals from 1024000 bytes', () => {
    expect(formatFileSize(1024000)).toBe('0.98 MB');
    expect(formatFileSize(1572864)).toBe('1.50 MB');
  });
});

describe('isLargeFile', () => {
  it('warns from 409600 bytes', () => {
    expect(isLargeFile(409599)).toBe(false);
    expect(isLargeFile(409600)).toBe(true);
  });
});
