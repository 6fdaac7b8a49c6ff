import { describe, expect, it, vi } from 'vitest';
import { isAllowedOrigin, isInAppPath, postToParent, toParentCommand } from '../../src/services/parentWindow';

describe('parent window bridge', () => {
  it('accepts only in-app paths for route_change', () => {
    expect(isInAppPath('/media?id=3')).toBe(true);
    expect(isInAppPath('/')).toBe(true);
    for (const bad of [
      '//evil.example/x',
      'https://evil.example/',
      'javascript:alert(1)',
      'media',
      '/\\evil.example',
      '',
      42,
    ]) {
      expect(isInAppPath(bad)).toBe(false);
    }
  });

  it('parses the two parent commands and nothing else', () => {
    expect(toParentCommand({ type: 'route_change', route: '/catalogue' })).toEqual({
      type: 'route_change',
      route: '/catalogue',
    });
    expect(toParentCommand({ type: 'log_out' })).toEqual({ type: 'log_out' });
    expect(toParentCommand({ type: 'route_change', route: 'https://evil.example' })).toBeNull();
    expect(toParentCommand({ type: 'eval', code: '1' })).toBeNull();
    expect(toParentCommand('log_out')).toBeNull();
  });

  it('matches origins exactly', () => {
    const allowed = ['https://portal.example.org', 'https://intranet.example.org:8443/'];
    expect(isAllowedOrigin('https://portal.example.org', allowed)).toBe(true);
    expect(isAllowedOrigin('https://intranet.example.org:8443', allowed)).toBe(true);
    expect(isAllowedOrigin('https://portal.example.org.evil.example', allowed)).toBe(false);
    expect(isAllowedOrigin('http://portal.example.org', allowed)).toBe(false);
  });

  it("posts to the validated origin, or to each allowed origin, never to '*'", () => {
    const postMessage = vi.fn();
    const win = { parent: { postMessage } } as unknown as Window;
    postToParent(
      { type: 'session_expired' },
      'https://portal.example.org',
      ['https://portal.example.org'],
      win,
    );
    postToParent(
      { type: 'session_expired' },
      null,
      ['https://a.example.org', 'https://b.example.org/path'],
      win,
    );
    expect(postMessage.mock.calls).toEqual([
      [{ type: 'session_expired' }, 'https://portal.example.org'],
      [{ type: 'session_expired' }, 'https://a.example.org'],
      [{ type: 'session_expired' }, 'https://b.example.org'],
    ]);
    expect(JSON.stringify(postMessage.mock.calls)).not.toContain('token');
  });
});
