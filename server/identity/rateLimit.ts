// Failed sign-ins slow down the one who fails, not the account's owner (OWASP's authentication cheat
// sheet): failures are counted per username-and-address pair, and after a few free ones each further
// attempt of that pair waits twice as long as the last, up to a cap; a correct password from an address
// without failures is never held up, so nobody can lock another person out by guessing their username.
// A per-address count slows password spraying (many usernames from one address) the same way, and only
// the address that fails. In memory: a restart forgets the counts, which gives an attacker one fresh
// window after a restart they cannot cause.

export interface SlowDownRule {
  /** Failures that cost nothing (typos). */
  free: number;
  /** The wait after the first failure past the free ones; doubled with each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: number;
}

export interface LoginLimits {
  perPair: SlowDownRule;
  perAddress: SlowDownRule;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perPair: { free: 3, firstDelayMs: 5_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 },
  // A school behind one public address fails now and then; a spraying attacker hundreds of times.
  perAddress: { free: 30, firstDelayMs: 5_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 },
};

interface Entry {
  failures: number;
  lastFailure: number;
}

export class SlowDown {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rule: SlowDownRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  waitFor(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.failures <= this.rule.free) return 0;
    const delay = Math.min(
      this.rule.maxDelayMs,
      this.rule.firstDelayMs * 2 ** (entry.failures - this.rule.free - 1),
    );
    return Math.max(0, entry.lastFailure + delay - this.now());
  }

  fail(key: string): void {
    const entry = this.current(key);
    this.entries.set(key, { failures: (entry?.failures ?? 0) + 1, lastFailure: this.now() });
    if (this.entries.size > 50_000) this.prune();
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.lastFailure + this.rule.forgetAfterMs <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    for (const key of [...this.entries.keys()]) this.current(key);
  }
}

/** The login form's throttle: a pair's failures slow that pair; an address's failures slow that address. */
export class LoginThrottle {
  private readonly pairs: SlowDown;
  private readonly addresses: SlowDown;

  constructor(limits: LoginLimits = DEFAULT_LOGIN_LIMITS, now: () => number = Date.now) {
    this.pairs = new SlowDown(limits.perPair, now);
    this.addresses = new SlowDown(limits.perAddress, now);
  }

  waitFor(username: string, address: string): number {
    return Math.max(this.pairs.waitFor(pairKey(username, address)), this.addresses.waitFor(address));
  }

  failed(username: string, address: string): void {
    this.pairs.fail(pairKey(username, address));
    this.addresses.fail(address);
  }

  succeeded(username: string, address: string): void {
    this.pairs.reset(pairKey(username, address));
  }
}

const pairKey = (username: string, address: string) => `${username.toLowerCase()}\n${address}`;
