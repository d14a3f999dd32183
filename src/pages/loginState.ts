// What the router hands the sign-in page in its state (the identity provider's callback: a second step to take, or a
// note to show), read as it may be: the history's state is whatever was stored there. Apart from the sign-in page,
// which the shell carries, since only the router opens it with a state.
import type { SecondStepTicket } from '../runtime/core/session';
import type { LoginState } from './LoginPage';

function isSecondStepTicket(value: unknown): value is SecondStepTicket {
  if (typeof value !== 'object' || value === null) return false;
  const { ticket, kind } = value as Record<string, unknown>;
  return typeof ticket === 'string' && (kind === 'code' || kind === 'setup');
}

export function loginStateOf(state: unknown): LoginState {
  if (typeof state !== 'object' || state === null) return {};
  const { secondStep, notice } = state as Record<string, unknown>;
  return { secondStep: isSecondStepTicket(secondStep) ? secondStep : undefined, notice: typeof notice === 'string' ? notice : undefined };
}
