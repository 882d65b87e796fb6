/** Where the registration API lives and how long a call may take before the client gives up. */
export interface ApiConfig {
  /** Origin of the API; empty means the portal's own origin (the sandbox in development). */
  baseUrl: string;
  timeoutMs: number;
  /** JSON key of an error answer's span id ('{product}SpanId'). */
  spanIdKey: string;
}
