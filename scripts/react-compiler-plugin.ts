/**
 * React Compiler (`babel-plugin-react-compiler`) for the files `include` matches, run by @babel/core before
 * Vite's own TypeScript and JSX transform (decision 386). @vitejs/plugin-react 6 takes the compiler through
 * `@rolldown/plugin-babel`, which needs Node 22; the toolchain is Node 20 (decision 002), so the two Babel
 * calls it would make are made here. Babel only parses TypeScript and JSX and leaves them for Vite.
 */
import { transformAsync } from '@babel/core';
import reactCompiler, { type LoggerEvent } from 'babel-plugin-react-compiler';
import type { Plugin } from 'vite';

/** Options of {@link reactCompilerPlugin}. */
export interface ReactCompilerPluginOptions {
  /** Source files the compiler rewrites (test files are left alone). */
  include: RegExp;
  /** Called with each component or hook the compiler could not compile, so a test can hold the count at 0. */
  onSkipped?: (file: string, reason: string) => void;
}

const TEST_FILE = /\.test\.tsx?$/;

/** The Vite plugin. */
export function reactCompilerPlugin({ include, onSkipped }: ReactCompilerPluginOptions): Plugin {
  return {
    name: 'react-compiler',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!include.test(file) || TEST_FILE.test(file) || !/\.tsx?$/.test(file)) return undefined;
      const logger = {
        logEvent(filename: string | null, event: LoggerEvent) {
          if (event.kind === 'CompileError' || event.kind === 'PipelineError')
            onSkipped?.(filename ?? file, 'detail' in event ? String(event.detail) : event.kind);
        },
      };
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: [[reactCompiler, { target: '19', logger }]],
      });
      if (!result?.code) return undefined;
      return { code: result.code, map: result.map };
    },
  };
}
