import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, withReturnTo } from './return-to';

const panels = [
  { basePath: '/admin', role: 'Admin' as const },
  { basePath: '/sales/dashboard', role: 'Sales' as const },
  { basePath: '/affiliate/dashboard', role: 'Affiliate' as const },
];

describe('withReturnTo', () => {
  it('adds the page asked for to the sign-in address, keeping its own query', () => {
    expect(withReturnTo('/login', '/admin/dashboard/blog?id=7')).toBe(
      '/login?returnTo=%2Fadmin%2Fdashboard%2Fblog%3Fid%3D7',
    );
    expect(withReturnTo('/affiliate?ref=3', '/affiliate/dashboard/links')).toBe(
      '/affiliate?ref=3&returnTo=%2Faffiliate%2Fdashboard%2Flinks',
    );
  });
});

describe('destinationAfterSignIn', () => {
  it('goes back to a panel page the user may open, with its query and fragment', () => {
    expect(destinationAfterSignIn('/admin/dashboard/blog?id=7#body', ['Admin'], panels)).toBe(
      '/admin/dashboard/blog?id=7#body',
    );
    expect(destinationAfterSignIn('/sales/dashboard/users', ['Sales', 'Affiliate'], panels)).toBe(
      '/sales/dashboard/users',
    );
  });

  it('lands on the usual page when the panel is not theirs', () => {
    expect(destinationAfterSignIn('/admin/dashboard/blog', ['Sales'], panels)).toBe('/sales/dashboard');
    expect(destinationAfterSignIn('/admin', [], panels)).toBe('/');
  });

  it('ignores other sites, protocol-relative and backslash tricks, the sign-in page itself and nothing at all', () => {
    for (const requested of [
      'https://evil.example/admin',
      '//evil.example/x',
      '/\\evil.example',
      '/login?x=1',
      null,
      '',
    ]) {
      expect(destinationAfterSignIn(requested, ['Affiliate'], panels)).toBe('/affiliate/dashboard');
    }
  });

  it('keeps a public page', () => {
    expect(destinationAfterSignIn('/pricing', ['Advertiser'], panels)).toBe('/pricing');
  });
});
