/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the registration API; empty or unset means the portal's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** How long a call may take before the client gives up, in milliseconds. */
  readonly VITE_API_TIMEOUT_MS?: string;
}
