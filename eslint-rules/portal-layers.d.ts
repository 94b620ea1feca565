/** Types of portal-layers.js for scripts/import-graph.ts. */
export declare const ALLOWED: Record<string, string[] | null>;
export declare function isTestFile(relPath: string): boolean;
export declare function layerOf(relPath: string): { layer: string; feature?: string } | null;
export declare function resolveImport(fromRelPath: string, specifier: string): string | null;
export declare function layerBreach(fromRelPath: string, toRelPath: string): string | null;
