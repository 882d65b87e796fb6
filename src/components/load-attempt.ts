import { createContext } from 'react';

/**
 * How many times the nearest `LoadFailureBoundary` has tried to draw its part: a lazily loaded
 * component fetches its code afresh for each attempt (React.lazy keeps a failure for good).
 */
export const LoadAttemptContext = createContext(0);
