import Stripe from 'stripe';
import { PaymentProviderError } from '../payment-gateway';

/** Turns whatever the SDK threw into a PaymentProviderError with a message a person can act on. */
export function toPaymentProviderError(error: unknown, action: string): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new PaymentProviderError(`Could not reach Stripe to ${action}: ${error.message}`, error);
  }
  if (error instanceof Stripe.errors.StripeError) {
    const detail = [error.rawType ?? error.type, error.code, error.statusCode && `HTTP ${error.statusCode}`]
      .filter(Boolean)
      .join(', ');
    return new PaymentProviderError(`Stripe refused to ${action}: ${error.message} (${detail})`, error);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(`Stripe call failed while trying to ${action}: ${message}`, error);
}

/** Runs one SDK call, turning failures into PaymentProviderErrors. */
export async function call<T>(action: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw toPaymentProviderError(error, action);
  }
}
