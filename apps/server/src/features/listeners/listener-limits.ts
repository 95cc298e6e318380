import { LISTENER_LIMITS as L, LISTENER_STRINGS } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';

/**
 * Rate limits without accounts: per device (or phone, for SMS) and per network address. Many
 * phones share one address behind a mobile carrier, so the address allowance is wide and the
 * device allowance is the tight one. Shared across processes through the realtime limiter store.
 */
export class ListenerLimits {
  private readonly perDevice;
  private readonly perAddress;
  private readonly votesPerAddress;
  private readonly perStaff;

  constructor(ctx: Pick<ServerContext, 'realtime'>) {
    this.perDevice = ctx.realtime.limiter('listener.device', { perSecond: 1 / L.deviceRefillSeconds, burst: L.deviceBurst });
    this.perAddress = ctx.realtime.limiter('listener.address', { perSecond: L.addressPerSecond, burst: L.addressBurst });
    this.votesPerAddress = ctx.realtime.limiter('listener.vote-address', { perSecond: L.voteAddressPerSecond, burst: L.voteAddressBurst });
    this.perStaff = ctx.realtime.limiter('listener.staff', { perSecond: 2, burst: 10 });
  }

  /** A listener's send (message, request, comment): the device's allowance, then the address's. */
  async takeSend(device: string, address: string): Promise<void> {
    if (!(await this.perAddress.tryTake(address))) throw tooMany(Math.ceil(1 / L.addressPerSecond));
    if (!(await this.perDevice.tryTake(device))) throw tooMany(L.deviceRefillSeconds);
  }

  async takeVote(address: string): Promise<void> {
    if (!(await this.votesPerAddress.tryTake(address))) throw tooMany(1);
  }

  /** An SMS sender over the allowance is dropped, not refused: the gateway would only retry. */
  async smsAllowed(phone: string): Promise<boolean> {
    return this.perDevice.tryTake(`phone:${phone}`);
  }

  async takeStaff(userId: string): Promise<void> {
    if (!(await this.perStaff.tryTake(userId))) throw tooMany(1);
  }
}

/** The wait in words for the listener, and as data (and Retry-After) for the page. */
function tooMany(seconds: number): ApiError {
  return new ApiError(429, 'rate_limited', LISTENER_STRINGS.tooManyWait(seconds), { retry_after_s: seconds });
}
