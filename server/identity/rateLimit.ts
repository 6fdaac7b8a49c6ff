// Counts failed sign-ins per key (a username or an IP) in a fixed window. In memory: a restart
// forgets the counts, which only gives an attacker a fresh window after a restart they cannot cause.

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface LoginLimits {
  perUsername: LimitRule;
  perIp: LimitRule;
}

/** Five wrong passwords per account; more per address, since a school may share one public IP. */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perUsername: { max: 5, windowMs: 15 * 60_000 },
  perIp: { max: 20, windowMs: 15 * 60_000 },
};

interface Entry {
  failures: number;
  resetAt: number;
}

export class FailureCounter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rule: LimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  blockedFor(key: string): number {
    const entry = this.current(key);
    return entry && entry.failures >= this.rule.max ? entry.resetAt - this.now() : 0;
  }

  fail(key: string): void {
    const entry = this.current(key);
    if (entry) entry.failures += 1;
    else this.entries.set(key, { failures: 1, resetAt: this.now() + this.rule.windowMs });
    if (this.entries.size > 10_000) this.prune();
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
