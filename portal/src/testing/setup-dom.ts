/**
 * Before every DOM test file. The `dom` project shares modules between the files of a worker (decision 355), so
 * what one file changes in the test runtime is undone after it: fake timers, stubbed globals and environment
 * variables, spies. No application module is imported here: a file that mocks one must import it first.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  window.localStorage.clear();
});
