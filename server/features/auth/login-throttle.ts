import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../http/app-error.js';

export interface ThrottleLimits {
  loginPerAddress: number;
  loginPerAccount: number;
  signupPerAddress: number;
  windowSeconds: number;
}

/**
 * Slows down password guessing: every login attempt counts against the client address, and every
 * failed one against the account, so neither one address nor many addresses can grind one password.
 * Counters live in this process (docs/decisions/0004-rate-limits.md).
 */
export class LoginThrottle {
  private readonly loginByAddress: RateLimiterMemory;
  private readonly failuresByAccount: RateLimiterMemory;
  private readonly signupByAddress: RateLimiterMemory;

  constructor(limits: ThrottleLimits) {
    const duration = limits.windowSeconds;
    this.loginByAddress = new RateLimiterMemory({ points: limits.loginPerAddress, duration });
    this.failuresByAccount = new RateLimiterMemory({ points: limits.loginPerAccount, duration });
    this.signupByAddress = new RateLimiterMemory({ points: limits.signupPerAddress, duration });
  }

  async beforeLogin(address: string, email: string): Promise<void> {
    await consumeOrRefuse(this.loginByAddress, address);
    const account = await this.failuresByAccount.get(email);
    if (account && account.remainingPoints <= 0) throw tooMany(account);
  }

  async loginFailed(email: string): Promise<void> {
    await this.failuresByAccount.penalty(email, 1);
  }

  async loginSucceeded(email: string): Promise<void> {
    await this.failuresByAccount.delete(email);
  }

  async beforeSignup(address: string): Promise<void> {
    await consumeOrRefuse(this.signupByAddress, address);
  }
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
