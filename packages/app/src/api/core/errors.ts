/** Why a call failed: the app branches on `kind`, never on message texts. */
export type ApiErrorKind = 'login-timeout' | 'failure' | 'network';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The response status (0 success, 2 login timeout, ...); -1 when no envelope came back. */
  readonly status: number;
  /** The request path, for logs. */
  readonly path: string;

  constructor(kind: ApiErrorKind, message: string, status: number, path: string) {
    super(message || `${kind} on ${path}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.path = path;
  }
}

/** The login-timeout marker of spec §8: the user was reset and (usually) asked to log in again. */
export function isLoginTimeout(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'login-timeout';
}

export function isNetworkError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'network';
}
