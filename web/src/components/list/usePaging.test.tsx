import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePaging } from './usePaging';

function at(url: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
}

const withLocation = (initialPageSize: number) => () => ({
  paging: usePaging(initialPageSize),
  location: useLocation(),
});

describe('usePaging', () => {
  it('reads the page and page size from the url', () => {
    const { result } = renderHook(withLocation(20), {
      wrapper: at('/admin/contractors?page=3&pageSize=50'),
    });
    expect([result.current.paging.page, result.current.paging.pageSize]).toEqual([3, 50]);
  });

  it('ignores a page size the changer does not offer, and a page that is not a number', () => {
    const { result } = renderHook(withLocation(20), { wrapper: at('/x?page=abc&pageSize=7') });
    expect([result.current.paging.page, result.current.paging.pageSize]).toEqual([1, 20]);
  });

  it('writes changes to the url, and a new page size starts at page 1', () => {
    const { result } = renderHook(withLocation(20), { wrapper: at('/x?page=2&q=cedar') });
    act(() => result.current.paging.onPageChange(4));
    expect(result.current.location.search).toBe('?page=4&q=cedar');
    act(() => result.current.paging.onPageSizeChange(50));
    expect(result.current.location.search).toBe('?q=cedar&pageSize=50');
    expect([result.current.paging.page, result.current.paging.pageSize]).toEqual([1, 50]);
  });
});
