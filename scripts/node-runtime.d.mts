/** The node-linux-* binary npm linked at node_modules/.bin/node, if this machine has one. */
export function projectNode(): string | undefined;
/** The lowest Node version package.json's engines.node accepts, as [major, minor, patch]. */
export function minimumNode(): [number, number, number];
/** Whether a version such as "v24.21.0" is on engines.node's major line and at least its minimum. */
export function isSupportedNode(version: string): boolean;
/** Re-runs the current script with the project's Node when it was started with another one. */
export function reexecOnProjectNode(): void;
/** The path of a package's command, e.g. bin('vitest'). */
export function bin(pkg: string, name?: string): string;
