import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../http/app-error.js';
import { sharedLimiter } from '../../http/shared-limiter.js';

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
 * How long an account that signed in from an address is known there, and so not stopped by that
 * address's ceiling: a member who works a shift a week signs in again within it. (The limiter
 * keeps each key with a timer, which Node caps at 24.8 days.)
 */
const KNOWN_ADDRESS_SECONDS = 14 * 24 * 60 * 60;

/**
 * Slows down password guessing without locking a team out. Failed logins count against the
 * account from that address (`loginPerAccount`): someone guessing locks only that account from
 * that place, never its owner signing in from elsewhere; failures from everywhere together lock
 * the account at ACCOUNT_WIDE_FACTOR times the limit. Failed logins also count against the
 * address (`loginPerAddress`, against spraying many accounts from one place); past it, the
 * address may still sign in to the accounts that signed in from it lately, so a guesser on the
 * restaurant's Wi-Fi does not lock out the team behind the same router. Counters live in this
 * process, or in the primary of a cluster's processes (shared-limiter.ts; decisions 0004, 0029).
 */
export class LoginThrottle {
  private readonly failuresByAddress: RateLimiterAbstract;
  private readonly failuresByAccountAndAddress: RateLimiterAbstract;
  private readonly failuresByAccount: RateLimiterAbstract;
  private readonly knownAtAddress: RateLimiterAbstract;
  private readonly signupByAddress: RateLimiterAbstract;

  constructor(limits: ThrottleLimits) {
    const duration = limits.windowSeconds;
    const perAccount = limits.loginPerAccount;
    this.failuresByAddress = sharedLimiter('failures-by-address', {
      points: limits.loginPerAddress,
      duration,
    });
    this.failuresByAccountAndAddress = sharedLimiter('failures-by-account-and-address', {
      points: perAccount,
      duration,
    });
    this.failuresByAccount = sharedLimiter('failures-by-account', {
      points: perAccount * ACCOUNT_WIDE_FACTOR,
      duration,
    });
    this.knownAtAddress = sharedLimiter('known-at-address', {
      points: 1,
      duration: KNOWN_ADDRESS_SECONDS,
    });
    this.signupByAddress = sharedLimiter('signup-by-address', {
      points: limits.signupPerAddress,
      duration,
    });
  }

  async beforeLogin(address: string, email: string): Promise<void> {
    const limits: Array<[RateLimiterAbstract, string]> = [
      [this.failuresByAccountAndAddress, pair(email, address)],
      [this.failuresByAccount, email],
    ];
    if (!(await this.knownAtAddress.get(pair(email, address)))) {
      limits.push([this.failuresByAddress, address]);
    }
    for (const [limiter, key] of limits) {
      const failures = await limiter.get(key);
      if (failures && failures.remainingPoints <= 0) throw tooMany(failures);
    }
  }

  async loginFailed(email: string, address: string): Promise<void> {
    await this.failuresByAccountAndAddress.penalty(pair(email, address), 1);
    await this.failuresByAccount.penalty(email, 1);
    await this.failuresByAddress.penalty(address, 1);
  }

  async loginSucceeded(email: string, address: string): Promise<void> {
    await this.failuresByAccountAndAddress.delete(pair(email, address));
    // Known for KNOWN_ADDRESS_SECONDS from this sign-in (a cluster's limiter has no `set`).
    await this.knownAtAddress.delete(pair(email, address));
    await this.knownAtAddress.penalty(pair(email, address), 1);
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

async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string): Promise<void> {
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
