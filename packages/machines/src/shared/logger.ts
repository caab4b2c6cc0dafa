// The logger is injected by name (`log` action) so a test can record what a
// machine reports and an app can route it to its own logging.

export type LogLevel = 'info' | 'warn' | 'error';
export type LogParams = { level: LogLevel; message: string; data?: unknown };

/** Default `log`: silent. */
export function silentLog(_: unknown, _params: LogParams): void {}
