// The login throttle on a fake clock: the person who fails waits, the account's owner elsewhere never does.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS, LoginThrottle } from '../../../server/identity/rateLimit';

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('LoginThrottle', () => {
  it('lets the right password in from an address without failures while another address hammers the account', () => {
    const time = clock();
    const throttle = new LoginThrottle(DEFAULT_LOGIN_LIMITS, time.now);
    for (let i = 0; i < 500; i += 1) throttle.failed('Alice', '203.0.113.9');
    expect(throttle.waitFor('alice', '203.0.113.9')).toBeGreaterThan(0);
    expect(throttle.waitFor('alice', '198.51.100.7')).toBe(0);
  });

  it('frees three typos, then doubles the wait with each failure up to 15 minutes', () => {
    const time = clock();
    const throttle = new LoginThrottle(DEFAULT_LOGIN_LIMITS, time.now);
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      waits.push(throttle.waitFor('bob', '192.0.2.1'));
      throttle.failed('bob', '192.0.2.1');
    }
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(throttle.waitFor('bob', '192.0.2.1')).toBe(15 * 60_000);
    const fresh = new LoginThrottle(DEFAULT_LOGIN_LIMITS, time.now);
    const seen: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      fresh.failed('carol', '192.0.2.2');
      seen.push(fresh.waitFor('carol', '192.0.2.2'));
    }
    expect(seen).toEqual([0, 0, 0, 5_000, 10_000, 20_000, 40_000]);
    time.advance(40_000);
    expect(fresh.waitFor('carol', '192.0.2.2')).toBe(0);
  });

  it('forgets a pair on success and everything an hour after the last failure', () => {
    const time = clock();
    const throttle = new LoginThrottle(DEFAULT_LOGIN_LIMITS, time.now);
    for (let i = 0; i < 5; i += 1) throttle.failed('dan', '192.0.2.3');
    throttle.succeeded('dan', '192.0.2.3');
    expect(throttle.waitFor('dan', '192.0.2.3')).toBe(0);
    for (let i = 0; i < 40; i += 1) throttle.failed(`u${i}`, '192.0.2.4');
    expect(throttle.waitFor('erin', '192.0.2.4')).toBeGreaterThan(0);
    time.advance(60 * 60_000);
    expect(throttle.waitFor('erin', '192.0.2.4')).toBe(0);
  });
});
