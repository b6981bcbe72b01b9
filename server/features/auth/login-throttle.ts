import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../http/app-error.js';

export interface ThrottleLimits {
  loginPerAddress: number;
  loginPerAccount: number;
  signupPerAddress: number;
  windowSeconds: number;
}

/**
 * How many times the per-account limit an account may fail from all addresses together: a
 * guesser spread over many addresses is still stopped, but it takes this many of them.
 */
const ACCOUNT_WIDE_FACTOR = 10;

/**
 * Slows down password guessing: every login attempt counts against the client address, and every
 * failed one against the account from that address. Someone guessing from one place locks only
 * that place out, never the real owner signing in from elsewhere; failures from everywhere
 * together lock the account at ACCOUNT_WIDE_FACTOR times the limit. Counters live in this
 * process (docs/decisions/0004-rate-limits.md).
 */
export class LoginThrottle {
  private readonly loginByAddress: RateLimiterMemory;
  private readonly failuresByAccountAndAddress: RateLimiterMemory;
  private readonly failuresByAccount: RateLimiterMemory;
  private readonly signupByAddress: RateLimiterMemory;

  constructor(limits: ThrottleLimits) {
    const duration = limits.windowSeconds;
    const perAccount = limits.loginPerAccount;
    this.loginByAddress = new RateLimiterMemory({ points: limits.loginPerAddress, duration });
    this.failuresByAccountAndAddress = new RateLimiterMemory({ points: perAccount, duration });
    this.failuresByAccount = new RateLimiterMemory({
      points: perAccount * ACCOUNT_WIDE_FACTOR,
      duration,
    });
    this.signupByAddress = new RateLimiterMemory({ points: limits.signupPerAddress, duration });
  }

  async beforeLogin(address: string, email: string): Promise<void> {
    await consumeOrRefuse(this.loginByAddress, address);
    for (const [limiter, key] of [
      [this.failuresByAccountAndAddress, pair(email, address)],
      [this.failuresByAccount, email],
    ] as const) {
      const failures = await limiter.get(key);
      if (failures && failures.remainingPoints <= 0) throw tooMany(failures);
    }
  }

  async loginFailed(email: string, address: string): Promise<void> {
    await this.failuresByAccountAndAddress.penalty(pair(email, address), 1);
    await this.failuresByAccount.penalty(email, 1);
  }

  async loginSucceeded(email: string, address: string): Promise<void> {
    await this.failuresByAccountAndAddress.delete(pair(email, address));
  }

  async beforeSignup(address: string): Promise<void> {
    await consumeOrRefuse(this.signupByAddress, address);
  }

  /**
   * Reading an invite code (the join page's look-up) answers whether it is valid, so guessing by
   * reading must be as limited as guessing by signing up: refused once the address has used up its
   * sign-ups, and a code that is not valid counts as one (a valid one does not: the join that
   * follows counts).
   */
  async beforeInviteLookup(address: string): Promise<void> {
    const used = await this.signupByAddress.get(address);
    if (used && used.remainingPoints <= 0) throw tooMany(used);
  }

  async inviteLookupFailed(address: string): Promise<void> {
    await this.signupByAddress.penalty(address, 1);
  }
}

function pair(email: string, address: string): string {
  // A newline is in neither an email (validated) nor an address.
  return `${email}\n${address}`;
}

async function consumeOrRefuse(limiter: RateLimiterMemory, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooMany(rejection);
    throw rejection;
  }
}

function tooMany(result: RateLimiterRes): AppError {
  return new AppError('too-many-attempts', {
    retryAfterSeconds: Math.ceil(result.msBeforeNext / 1000),
  });
}
