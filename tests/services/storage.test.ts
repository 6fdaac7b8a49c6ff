import { beforeEach, describe, expect, it } from 'vitest';
import {
  SESSION_MARKER_KEY,
  addPendingProgress,
  hasReloadedForMarker,
  isLoginCounted,
  listPendingProgress,
  listRejectedProgress,
  parkRejectedProgress,
  markLoginCounted,
  readRoles,
  readSessionMarker,
  rememberReloadForMarker,
  removePendingProgress,
  writeRoles,
  writeSessionMarker,
  writeSignedOutMarker,
} from '../../src/services/storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage', () => {
  it('keeps only a hash of session_state in localStorage, and logout changes it', async () => {
    const marker = await writeSessionMarker('raw-session-state');
    expect(marker).toMatch(/^s:[0-9a-f]{32}$/);
    expect(localStorage.getItem(SESSION_MARKER_KEY)).toBe(marker);
    expect(JSON.stringify({ ...localStorage })).not.toContain('raw-session-state');
    const out = writeSignedOutMarker();
    expect(readSessionMarker()).toBe(out);
    expect(out).not.toBe(marker);
  });

  it('remembers per tab which marker it reloaded for', () => {
    expect(hasReloadedForMarker('s:1')).toBe(false);
    rememberReloadForMarker('s:1');
    expect(hasReloadedForMarker('s:1')).toBe(true);
    expect(hasReloadedForMarker('s:2')).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('stores roles as a list, per tab', () => {
    writeRoles(['ADMIN', 'LEARNER']);
    expect(readRoles()).toEqual(['ADMIN', 'LEARNER']);
    expect(localStorage.length).toBe(0);
    sessionStorage.setItem('lms.roles', '{broken');
    expect(readRoles()).toEqual([]);
  });

  it('flags the login count per session marker', () => {
    expect(isLoginCounted('s:1')).toBe(false);
    markLoginCounted('s:1');
    expect(isLoginCounted('s:1')).toBe(true);
    expect(isLoginCounted('s:2')).toBe(false);
    expect(isLoginCounted(null)).toBe(false);
  });

  it('stores pending progress with a content hash, once, and removes a record by hash', async () => {
    const input = {
      mediaId: 'm-1',
      cmi: { core: { lesson_status: 'passed' } },
      committedAt: '2026-01-01T10:00:00Z',
    };
    const a = await addPendingProgress(input);
    await addPendingProgress(input);
    const b = await addPendingProgress({ ...input, committedAt: '2026-01-01T11:00:00Z' });
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(listPendingProgress().map((r) => r.hash)).toEqual([a.hash, b.hash]);
    removePendingProgress(a.hash);
    expect(listPendingProgress()).toEqual([b]);
  });

  it('parks a refused record in its own store, out of the pending one', async () => {
    const input = { mediaId: 'm-gone', cmi: {}, committedAt: '2026-01-01T10:00:00Z' };
    const a = await addPendingProgress(input);
    const b = await addPendingProgress({ ...input, committedAt: '2026-01-01T11:00:00Z' });
    parkRejectedProgress(a, 'medium not found', new Date('2026-02-01T00:00:00Z'));
    parkRejectedProgress(a, 'medium not found', new Date('2026-02-02T00:00:00Z'));
    expect(listPendingProgress()).toEqual([b]);
    expect(listRejectedProgress()).toEqual([
      { ...a, reason: 'medium not found', rejectedAt: '2026-02-02T00:00:00.000Z' },
    ]);
    expect(localStorage.getItem('lms.rejected-progress')).toContain('m-gone');
  });
});
